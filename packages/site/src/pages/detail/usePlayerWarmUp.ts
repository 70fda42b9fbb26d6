import { useEffect, type RefObject } from 'react';
import { preloadPage } from '../../routes/routeTable';

let warmed = false;

/** How long after the page settles the player is fetched anyway, if the browser stays busy. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser is idle (or after IDLE_TIMEOUT_MS); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** Fetches the player page, its 弹幕 chunk and hls.js once (a failed fetch may be tried again). */
function warmUp() {
  if (warmed) return;
  warmed = true;
  // Through the route's own lazy page and 弹幕 part, so both render at once after the press.
  void preloadPage('VodPlayPage').catch(() => (warmed = false));
  // The player page's 弹幕 chunk, which it loads as soon as it renders.
  void import('../player/lazyDanmaku').then((m) => m.LazyDanmaku.preload()).catch(() => undefined);
  void import('../../player/engine').then((m) => m.loadHls()).catch(() => undefined);
}

/**
 * Gets the player page and hls.js on their way before the viewer presses play, so the press does
 * not wait for them: when the detail page is idle (its own requests done), or at once when the
 * pointer, a touch or the focus reaches a play link inside `ref`. Only the detail page does this:
 * the pages that do not lead to the player never download it.
 */
export function usePlayerWarmUp(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root || warmed) return;
    const onIntent = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.('a[href*="/vod/play-"]')) warmUp();
    };
    const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const name of events) root.addEventListener(name, onIntent, { passive: true });
    const cancel = whenIdle(warmUp);
    return () => {
      for (const name of events) root.removeEventListener(name, onIntent);
      cancel();
    };
  }, [ref]);
}
