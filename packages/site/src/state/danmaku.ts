/**
 * 弹幕 of the episode playing: the comments loaded so far (`danmaku/windows`) and the viewer's own
 * posts and reports (`danmaku/posting`). The only place that calls the client for 弹幕. Settings
 * are `danmakuSettings.ts`, skip marks `skipMarks.ts`.
 */
import type { Danmaku } from '@xinghe/contracts/client';
import { useSnapshot } from 'valtio';
import { danmakuState } from './danmaku/danmakuState';
import { postingActions } from './danmaku/posting';
import { windowActions } from './danmaku/windows';

export { danmakuState, type DanmakuState } from './danmaku/danmakuState';
export { LOAD_AHEAD_SECONDS, WINDOW_SECONDS } from './danmaku/windows';

export const danmakuActions = { ...windowActions, ...postingActions };

export const useDanmaku = () => useSnapshot(danmakuState);

/** How many comments 弹幕列表 shows: the latest before the playhead. */
export const RECENT_COUNT = 30;

/** The comments (loaded and posted) at or before `time`, the latest `count`, by time. */
export function recentDanmaku(
  comments: readonly Danmaku[],
  posted: readonly Danmaku[],
  time: number,
  count = RECENT_COUNT,
): Danmaku[] {
  return [...comments, ...posted]
    .filter((c) => c.time <= time)
    .sort((a, b) => a.time - b.time || a.id - b.id)
    .slice(-count);
}
