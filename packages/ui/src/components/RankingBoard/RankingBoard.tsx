import type { CardsGroup } from '@xinghe/contracts/client';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from '../../nav/Link';
import { homeT } from '../../i18n/homeMessages';
import { defaultDetailHref, type DetailHref } from '../../links';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './RankingBoard.module.css';
import { contentLang } from '../../i18n/locale';

export interface RankingBoardProps {
  /** One ranking per channel, most watched first (the home reply's channel rows are in that order). */
  channels: readonly Pick<CardsGroup, 'key' | 'name' | 'cards'>[];
  /** Entries per ranking. */
  size?: number;
  detailHref?: DetailHref;
}

export const RANKING_SIZE = 10;

/**
 * 热播榜: one tab per channel, each a numbered list of its most watched titles; the first three
 * positions stand out, as on the charts viewers know.
 */
export function RankingBoard({
  channels,
  size = RANKING_SIZE,
  detailHref = defaultDetailHref,
}: RankingBoardProps) {
  const baseId = useId();
  const shown = channels.filter((c) => c.cards.length > 0);
  const [selected, setSelected] = useState(0);
  if (shown.length === 0) return null;
  const current = Math.min(selected, shown.length - 1);
  const channel = shown[current]!;
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  // Arrow keys move between tabs (the ARIA tabs pattern); the panel follows at once.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + shown.length) % shown.length;
    setSelected(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <section className={styles.board} aria-labelledby={`${baseId}-title`} data-testid="ranking">
      <div className={styles.head}>
        <h2 id={`${baseId}-title`} className={styles.title}>
          {homeT('ranking.title')}
        </h2>
        <div className={styles.tabs} role="tablist" aria-label={homeT('ranking.tabs')}>
          {shown.map((c, i) => (
            <button
              key={c.key ?? `${i}:${c.name}`}
              id={tabId(i)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={i === current}
              aria-controls={panelId}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      {/* The panel wraps the list: a list keeps its list role (axe: aria-allowed-role). */}
      <div id={panelId} className={styles.panel} role="tabpanel" aria-labelledby={tabId(current)}>
        <ol className={styles.list}>
          {channel.cards.slice(0, size).map((video, index) => (
            <li key={video.id} className={styles.item}>
              <Link href={detailHref(video.id)} className={styles.entry}>
                <span className={styles.position} data-top={index < 3} aria-hidden>
                  {index + 1}
                </span>
                <VisuallyHidden>{homeT('ranking.position', { n: index + 1 })}</VisuallyHidden>
                <span className={styles.name} lang={contentLang()}>
                  {video.name}
                </span>
                <span className={styles.meta}>{video.countStr}</span>
                {video.score !== undefined && video.score > 0 && (
                  <span className={styles.score}>
                    {homeT('ranking.score', { score: video.score.toFixed(1) })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
