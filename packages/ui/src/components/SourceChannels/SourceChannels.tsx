import type { Loadable, SourceChannel, SourceChannelGroup } from '@xinghe/contracts/client';
import { useId } from 'react';
import { Link } from '../../nav/Link';
import { sourcePlayT } from '../../i18n/sourcePlayMessages';
import { loadView } from '../../loadView';
import { StatusView } from '../StatusView/StatusView';
import styles from './SourceChannels.module.css';

/** Where one of the viewer's channels plays: `/live/s{sourceId}-{itemId}`. */
export type SourceChannelHref = (sourceId: number, itemId: string) => string;

export interface SourceChannelsProps {
  /** One group per M3U list of the viewer, each with how reading it went. */
  load: Loadable<readonly SourceChannelGroup[]>;
  /** The search words of /live: only the channels whose name holds them. */
  query: string;
  channelHref: SourceChannelHref;
  onRetry: () => void;
}

const matches = (channel: SourceChannel, words: string) =>
  !words || channel.name.toLowerCase().includes(words);

/**
 * 我的频道 on /live: the channels of the viewer's M3U lists, list by list; a list that did not
 * answer or is not a list says so in its place while the others play.
 */
export function SourceChannels({ load, query, channelHref, onRetry }: SourceChannelsProps) {
  const headingId = useId();
  const status = loadView(load.status);
  const words = query.trim().toLowerCase();
  const groups = load.data ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId} data-kind="source-channels">
      <h2 className={styles.title} id={headingId}>
        {sourcePlayT('sourcePlay.liveTitle')}
      </h2>
      {status === 'loading' && <StatusView status="loading" />}
      {status === 'error' && (
        <StatusView status="error" message={load.failure?.msg} onRetry={onRetry} />
      )}
      {status === 'loaded' &&
        groups.map((group) => (
          <ChannelList
            key={group.sourceId}
            group={group}
            channels={group.channels.filter((c) => matches(c, words))}
            channelHref={channelHref}
          />
        ))}
    </section>
  );
}

function ChannelList({
  group,
  channels,
  channelHref,
}: {
  group: SourceChannelGroup;
  channels: readonly SourceChannel[];
  channelHref: SourceChannelHref;
}) {
  const headingId = useId();
  return (
    <section
      className={styles.list}
      aria-labelledby={headingId}
      data-state={group.state === 'ok' && channels.length === 0 ? 'empty' : group.state}
    >
      <div className={styles.head}>
        <h3 className={styles.listName} id={headingId}>
          {group.sourceName}
        </h3>
        {group.state === 'timeout' && (
          <p className={styles.problem}>{sourcePlayT('sourcePlay.timeout')}</p>
        )}
        {group.state === 'unusable' && (
          <p className={styles.problem}>
            {sourcePlayT('sourcePlay.unusable', { detail: group.detail })}
          </p>
        )}
        {group.state === 'ok' && channels.length === 0 && (
          <p className={styles.note}>{sourcePlayT('sourcePlay.liveEmpty')}</p>
        )}
      </div>
      {channels.length > 0 && (
        <ul className={styles.channels}>
          {channels.map((channel) => (
            <li key={channel.itemId}>
              <Link className={styles.link} href={channelHref(group.sourceId, channel.itemId)}>
                {channel.logo ? (
                  <img
                    className={styles.logo}
                    src={channel.logo}
                    alt=""
                    loading="lazy"
                    width={48}
                    height={48}
                    referrerPolicy="no-referrer"
                  />
                ) : (
                  <span className={styles.logo} aria-hidden="true" />
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{channel.name}</span>
                  {channel.group && <span className={styles.group}>{channel.group}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
