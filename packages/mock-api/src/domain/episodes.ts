/** Episodes of a title: how many are out, and what each is called (EpisodeInfo.title). */
import type { VodType } from '@xinghe/contracts';
import { EPISODE_UNIT } from './channels';

/** An ongoing title's remark says how far it is (更新至12集); a finished one has them all. */
export function releasedEpisodes(total: number, remark: string): number {
  const ongoing = /^更新至(\d+)/.exec(remark);
  return ongoing ? Math.max(1, Math.min(total, Number(ongoing[1]))) : total;
}

const WEEK = 7 * 86400;

/** The facts an episode's name is made from. */
export interface EpisodeSource {
  type: VodType;
  episodes: number;
  remark: string;
  /** Epoch seconds: when the latest released episode came out. */
  updatedAt: number;
}

/**
 * 正片 for a film; a variety show's episodes by air date (20260530期), weekly back from the
 * latest; 第N集 for everything else.
 */
export function episodeTitle(title: EpisodeSource, ep: number): string {
  if (title.type === 'movie') return '正片';
  if (title.type !== 'variety') return `第${ep}${EPISODE_UNIT[title.type]}`;
  const released = releasedEpisodes(title.episodes, title.remark);
  const aired = new Date((title.updatedAt - (released - ep) * WEEK) * 1000);
  const day = aired.toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${EPISODE_UNIT.variety}`;
}
