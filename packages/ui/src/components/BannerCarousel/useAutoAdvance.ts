import { useEffect } from 'react';

/**
 * Calls `advance` once `interval` ms after the current slide appeared, unless paused. Keyed on the
 * slide index so a manual change restarts the wait instead of cutting the next slide short.
 */
export function useAutoAdvance(
  index: number,
  advance: () => void,
  { interval, paused }: { interval: number; paused: boolean },
): void {
  useEffect(() => {
    if (paused || interval <= 0) return;
    const timer = setTimeout(advance, interval);
    return () => clearTimeout(timer);
  }, [index, advance, interval, paused]);
}
