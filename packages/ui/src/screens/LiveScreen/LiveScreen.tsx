import type { ChannelGroups, ChannelSummary, Loadable } from '@xinghe/contracts/client';
import { useId, type ReactNode } from 'react';
import { StatusView } from '../../components/StatusView/StatusView';
import { liveT } from '../../i18n/liveMessages';
import { loadView } from '../../loadView';
import { ChannelCard } from './ChannelCard';
import { channelCount, groupKeyOf, matchesChannel, visibleGroups } from './filterChannels';
import styles from './LiveScreen.module.css';

export interface LiveScreenProps {
  /** The channel groups; `total` (channels in all groups) where the reply says, else counted. */
  load: Loadable<ChannelGroups>;
  /** The viewer's favourite channels, listed first (empty for a visitor). */
  favourites: readonly ChannelSummary[];
  /** The chosen group's key, or 'all'. */
  group: string;
  query: string;
  channelHref: (id: string) => string;
  onGroupChange: (group: string) => void;
  onQueryChange: (query: string) => void;
  onRetry: () => void;
  /**
   * A group of the viewer's own (我的频道: their M3U lists), chosen like the others and shown
   * before them; the page renders it with its own states and the same search words.
   */
  ownGroup?: { key: string; name: string; content: ReactNode };
}

const NO_GROUPS: ChannelGroups = { channelGroups: [] };

/** /live: every channel in its group, what is on now and next, a search, favourites first. */
export function LiveScreen(props: LiveScreenProps) {
  const { favourites, group, query, channelHref, ownGroup } = props;
  const ownChosen = ownGroup !== undefined && group === ownGroup.key;
  const { channelGroups: groups, total } = props.load.data ?? NO_GROUPS;
  const status = loadView(props.load.status);
  const searchId = useId();
  const shown = ownChosen ? [] : visibleGroups(groups, group, query);
  const favouritesShown = ownChosen ? [] : favourites.filter((c) => matchesChannel(c, query));

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{liveT('live.title')}</h1>
        {status === 'loaded' && (
          <p className={styles.count}>{liveT('live.count', { n: channelCount(groups, total) })}</p>
        )}
        <label className={styles.search} htmlFor={searchId}>
          <span className={styles.searchLabel}>{liveT('live.search')}</span>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={liveT('live.searchPlaceholder')}
            onChange={(event) => props.onQueryChange(event.currentTarget.value)}
          />
        </label>
      </header>
      {status === 'loading' && <StatusView status="loading" />}
      {status === 'error' && (
        <StatusView status="error" message={liveT('live.loadError')} onRetry={props.onRetry} />
      )}
      {status === 'loaded' && (
        <>
          <nav className={styles.groups} aria-label={liveT('live.groups')}>
            {[
              { key: 'all', name: liveT('live.allGroups') },
              ...(ownGroup ? [{ key: ownGroup.key, name: ownGroup.name }] : []),
              ...groups.map((g) => ({ key: groupKeyOf(g), name: g.name })),
            ].map((g) => (
              <button
                key={g.key}
                type="button"
                className={styles.groupButton}
                aria-pressed={g.key === group}
                onClick={() => props.onGroupChange(g.key)}
              >
                {g.name}
              </button>
            ))}
          </nav>
          {favouritesShown.length > 0 && (
            <ChannelSection
              title={liveT('live.favourites')}
              channels={favouritesShown}
              href={channelHref}
            />
          )}
          {ownGroup && (group === 'all' || ownChosen) && ownGroup.content}
          {shown.map((g) => (
            <ChannelSection
              key={groupKeyOf(g)}
              title={g.name}
              channels={g.channels}
              href={channelHref}
            />
          ))}
          {shown.length === 0 && !ownChosen && (
            <p className={styles.empty}>{liveT('live.noMatch')}</p>
          )}
        </>
      )}
    </div>
  );
}

function ChannelSection({
  title,
  channels,
  href,
}: {
  title: string;
  channels: readonly ChannelSummary[];
  href: (id: string) => string;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {channels.map((channel) => (
          <ChannelCard key={channel.url} channel={channel} href={href(channel.url)} />
        ))}
      </ul>
    </section>
  );
}
