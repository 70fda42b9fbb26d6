import type { ChannelGroup } from '@xinghe/contracts/client';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from '../../nav/Link';
import { liveT } from '../../i18n/liveMessages';
import { useZapKeys } from './useZapKeys';
import { zapGroups, zapNumber, zapStep } from './zapOrder';
import styles from './ChannelZapList.module.css';
import { contentIn } from '../../i18n/contentIn';
import { contentLang } from '../../i18n/locale';

export interface ChannelZapListProps {
  groups: readonly ChannelGroup[];
  /** The slug of the channel playing. */
  currentId: string;
  channelHref: (id: string) => string;
  /** Change to a channel without leaving the page (the arrow and number keys). */
  onZap: (id: string) => void;
}

/**
 * Zapping on the channel page: every channel with what is on now, the current channel's group
 * first and the current channel marked; up and down (and a channel's number) change channel.
 */
export function ChannelZapList({ groups, currentId, channelHref, onZap }: ChannelZapListProps) {
  const shown = useMemo(() => zapGroups(groups, currentId), [groups, currentId]);
  const currentRef = useRef<HTMLAnchorElement>(null);

  useZapKeys({
    onStep: (step) => {
      const next = zapStep(shown, currentId, step);
      if (next) onZap(next);
    },
    onNumber: (number) => {
      const next = zapNumber(shown, number);
      if (next) onZap(next);
    },
  });

  // The current channel in view within the list, without scrolling the page.
  useEffect(() => {
    const link = currentRef.current;
    const list = link?.closest<HTMLElement>(`.${styles.scroller}`);
    if (link && list) list.scrollTop = link.offsetTop - list.clientHeight / 2;
  }, [currentId, shown]);

  if (shown.length === 0) return null;
  return (
    <nav className={styles.zap} aria-label={liveT('channel.zapList')}>
      <h2 className={styles.title}>{liveT('channel.zapList')}</h2>
      <p className={styles.hint}>{liveT('channel.zapHint')}</p>
      <div className={styles.scroller}>
        {shown.map((group) => (
          <section key={group.name} className={styles.group} aria-label={group.name}>
            <h3 className={styles.groupName}>{group.name}</h3>
            <ol className={styles.list}>
              {group.channels.map(({ number, channel }) => {
                const current = channel.url === currentId;
                return (
                  <li key={channel.url}>
                    <Link
                      ref={current ? currentRef : undefined}
                      className={styles.link}
                      href={channelHref(channel.url)}
                      aria-current={current ? 'page' : undefined}
                      data-channel-id={channel.url}
                    >
                      <span className={styles.number}>{number}</span>
                      <span className={styles.text}>
                        <span className={styles.name} lang={contentLang()}>
                          {channel.name}
                        </span>
                        {channel.now && (
                          <span className={styles.now}>
                            {contentIn(liveT.catalogue['live.now'], 'title', channel.now.title)}
                          </span>
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </nav>
  );
}
