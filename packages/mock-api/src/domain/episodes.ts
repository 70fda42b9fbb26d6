/** Episodes of a title: how many are out, and what each is called (EpisodeInfo.title). */
import type { VodType } from '@xinghe/contracts';
import { EPISODE_UNIT } from './channels';

/** An ongoing title's remark says how far it is (更新至12集); a finished one has them all. */
export function releasedEpisodes(total: number, remark: string): number {
  const ongoing = /^更新至(\d+)/.exec(remark);
  return ongoing ? Math.max(1, Math.min(total, Number(ongoing[1]))) : total;
}

/** 正片 for a film, 第N期 for variety, 第N集 for everything else. */
export function episodeTitle(type: VodType, ep: number): string {
  return type === 'movie' ? '正片' : `第${ep}${EPISODE_UNIT[type]}`;
}
