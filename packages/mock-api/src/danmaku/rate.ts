/**
 * The per-viewer posting limit: one 弹幕 every DANMAKU_MIN_INTERVAL_SECONDS and at most
 * DANMAKU_PER_MINUTE in any 60 seconds. Pure: the store hands in the viewer's recent post times.
 */
import { DANMAKU_MIN_INTERVAL_SECONDS, DANMAKU_PER_MINUTE } from '@xinghe/contracts';

export const MINUTE_MS = 60_000;

/**
 * Seconds to wait before the next post (0: it may post now). `recent` holds the epoch
 * milliseconds of the viewer's posts in the last minute, newest first.
 */
export function waitBeforePost(recent: readonly number[], now: number): number {
  let waitMs = 0;
  const newest = recent[0];
  if (newest !== undefined) {
    waitMs = Math.max(waitMs, newest + DANMAKU_MIN_INTERVAL_SECONDS * 1000 - now);
  }
  const inWindow = recent.filter((at) => at > now - MINUTE_MS);
  if (inWindow.length >= DANMAKU_PER_MINUTE) {
    // The oldest post that still counts must leave the window first.
    const oldestCounted = inWindow[DANMAKU_PER_MINUTE - 1] ?? now;
    waitMs = Math.max(waitMs, oldestCounted + MINUTE_MS - now);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
