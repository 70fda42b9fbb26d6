import { useCallback, useSyncExternalStore } from 'react';

/**
 * How far the page has scrolled through the first `distance` pixels, 0 to 1 in steps of 0.01,
 * re-read at most once per frame. Only the component using it re-renders, never the page under it.
 * Disabled: always 0, and no scroll listener at all.
 */
export function useScrollProgress(enabled: boolean, distance: number): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!enabled) return () => {};
      let frame = 0;
      const onScroll = () => {
        if (frame) return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          notify();
        });
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        window.removeEventListener('scroll', onScroll);
        if (frame) cancelAnimationFrame(frame);
      };
    },
    [enabled],
  );
  const progress = () =>
    enabled ? Math.round(Math.min(1, Math.max(0, window.scrollY / distance)) * 100) / 100 : 0;
  return useSyncExternalStore(subscribe, progress, () => 0);
}
