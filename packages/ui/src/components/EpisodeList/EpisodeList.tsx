import type { EpisodeInfo } from '../../playbackTypes';

export type EpisodeOrder = 'asc' | 'desc';

export interface EpisodeListProps {
  episodes: readonly EpisodeInfo[];
  /** The episode playing now; marked and its range opened first. */
  currentEp?: number;
  order: EpisodeOrder;
  /** The 正序/倒序 toggle shows only when this is given. */
  onToggleOrder?: () => void;
  episodeHref: (ep: number) => string;
  /** Episodes per range tab (1-50, 51-100, ...); 50 by default. */
  rangeSize?: number;
}

/** 选集: the episode buttons of a title, in ranges for long series, ascending or descending. */
export function EpisodeList(_props: EpisodeListProps) {
  return <div />;
}
