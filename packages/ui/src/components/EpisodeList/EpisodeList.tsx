import { useState } from 'react';
import { Link } from '../../nav/Link';
import type { EpisodeItem } from './collectionEpisodes';
import { episodeRanges, rangeHolds } from './episodeRanges';
import styles from './EpisodeList.module.css';
import { playerT } from '../../i18n/playerMessages';

export type EpisodeOrder = 'asc' | 'desc';

export interface EpisodeListProps {
  episodes: readonly EpisodeItem[];
  /** The episode playing now; marked and its range opened first. */
  currentEp?: number;
  order: EpisodeOrder;
  /** The 正序/倒序 switch shows only when this is given. */
  onToggleOrder?: () => void;
  episodeHref: (ep: number) => string;
  /** Episodes per range tab (1-50, 51-100, ...); 50 by default. */
  rangeSize?: number;
  /** Names the list for assistive technology, e.g. 选集. */
  label: string;
}

export const DEFAULT_EPISODE_RANGE_SIZE = 50;

/**
 * The accessible name of an episode button, which shows only the number: the episode's own title
 * when it names the number (第3集, 第3期), else 第3集 followed by the title (第40集 大结局).
 */
export function episodeName(episode: EpisodeItem): string {
  const title = episode.title.trim();
  if (title.includes(String(episode.ep))) return title;
  return title
    ? playerT('episodes.episodeTitled', { n: episode.ep, title })
    : playerT('episodes.episode', { n: episode.ep });
}

/** 选集: the episode buttons of a title, in ranges for long series, ascending or descending. */
export function EpisodeList({
  episodes,
  currentEp,
  order,
  onToggleOrder,
  episodeHref,
  rangeSize = DEFAULT_EPISODE_RANGE_SIZE,
  label,
}: EpisodeListProps) {
  const ranges = episodeRanges(
    episodes.map((episode) => episode.ep),
    rangeSize,
    order,
  );
  // The chosen range is remembered by an episode inside it, so it survives a change of order. Until
  // one is chosen it is the current episode's, or else the first tab (the newest episodes in 倒序).
  const [rangeAnchor, setRangeAnchor] = useState<number | undefined>(currentEp);
  const activeRange =
    (rangeAnchor !== undefined && ranges.find((range) => rangeHolds(range, rangeAnchor))) ||
    ranges[0];
  const inRange = activeRange
    ? episodes.filter((episode) => rangeHolds(activeRange, episode.ep))
    : [];
  const shown = [...inRange].sort((a, b) => (order === 'asc' ? a.ep - b.ep : b.ep - a.ep));

  return (
    <div className={styles.list}>
      {(ranges.length > 1 || onToggleOrder) && (
        <div className={styles.toolbar}>
          {ranges.length > 1 && (
            <div
              className={styles.ranges}
              // A set of toggle buttons, not form fields: a fieldset would be the wrong tool.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-label={playerT('episodes.ranges')}
            >
              {ranges.map((range) => (
                <button
                  key={range.from}
                  type="button"
                  className={styles.range}
                  aria-pressed={range === activeRange}
                  onClick={() => setRangeAnchor(range.from)}
                >
                  {playerT('episodes.range', { from: range.from, to: range.to })}
                </button>
              ))}
            </div>
          )}
          {onToggleOrder && (
            <div className={styles.order}>
              {(['asc', 'desc'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.orderButton}
                  aria-pressed={order === value}
                  onClick={order === value ? undefined : onToggleOrder}
                >
                  {playerT(value === 'asc' ? 'episodes.orderAsc' : 'episodes.orderDesc')}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <ul className={styles.grid} aria-label={label}>
        {shown.map((episode) => {
          const current = episode.ep === currentEp;
          const name = episodeName(episode);
          return (
            <li key={episode.ep}>
              <Link
                href={episodeHref(episode.ep)}
                className={styles.episode}
                aria-label={name}
                aria-current={current ? 'page' : undefined}
                title={name}
              >
                {episode.ep}
                {current && <span className={styles.playing} aria-hidden />}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** 选集 that keeps the viewer's order itself (the player's panel, the play pages' side column). */
export function PlayerEpisodeList(
  props: Omit<EpisodeListProps, 'order' | 'onToggleOrder' | 'label'>,
) {
  const [order, setOrder] = useState<EpisodeOrder>('asc');
  return (
    <EpisodeList
      {...props}
      order={order}
      onToggleOrder={() => setOrder((o) => (o === 'asc' ? 'desc' : 'asc'))}
      label={playerT('player.episodes')}
    />
  );
}
