import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window has scrolled more than `threshold` pixels, re-read at most once per frame; only
 * a change of the answer re-renders.
 */
export function useScrolledPast(threshold: number): boolean {
  const subscribe = useCallback((notify: () => void) => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
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
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
