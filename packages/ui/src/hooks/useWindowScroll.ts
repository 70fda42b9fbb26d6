import { useSyncExternalStore } from 'react';

/**
 * The window's scroll position as one store for every reader (the back-to-top button, the header's
 * fade, the home side index): one scroll listener, one read per animation frame while the page
 * scrolls, and the first read in the frame after the first reader subscribes. Never read in a render
 * or a mount effect: `scrollY` makes the browser lay out a page that is still being built (a
 * forced reflow during the first load).
 */
let position = 0;
let frame = 0;
const listeners = new Set<() => void>();

function measure() {
  frame = 0;
  const y = window.scrollY;
  if (y === position) return;
  position = y;
  for (const listener of listeners) listener();
}

const onScroll = () => {
  if (!frame) frame = requestAnimationFrame(measure);
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
}

const stayStill = () => () => {};

/**
 * `select` of the window's vertical scroll position, re-rendering only when its answer changes.
 * Disabled: `select(0)`, with no listener at all.
 */
export function useWindowScroll<T>(select: (scrollY: number) => T, enabled = true): T {
  return useSyncExternalStore(
    enabled ? subscribe : stayStill,
    () => select(enabled ? position : 0),
    () => select(0),
  );
}
