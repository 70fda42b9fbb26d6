/**
 * When the app first rendered (epoch ms), set once by the shell. Timers the spec counts "after the
 * page opens" (the daily popup's 500 ms) count from here, even when their code arrives later.
 */
let firstRenderAt: number | null = null;

export function markFirstRender(now = Date.now()) {
  firstRenderAt ??= now;
}

/** Milliseconds until `delayMs` after the first render (0 once passed; the full delay before it). */
export function msUntilAfterFirstRender(delayMs: number, now = Date.now()): number {
  if (firstRenderAt === null) return delayMs;
  return Math.max(0, firstRenderAt + delayMs - now);
}

/** Tests start from a fresh page load. */
export function resetFirstRender() {
  firstRenderAt = null;
}
