/**
 * The countdown of the `ended` state: when an episode ends and another follows, it starts by
 * itself after a few seconds unless the viewer cancels. `episodeKey` names the episode that ended:
 * a cancel holds for that episode only.
 */
import { useEffect, useRef, useState } from 'react';

export const AUTO_NEXT_SECONDS = 5;
const TICK_MS = 250;

export function useAutoNext(active: boolean, episodeKey: string, onElapsed: () => void) {
  const [tick, setTick] = useState<{ endsAt: number; now: number } | null>(null);
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);
  const cancelled = cancelledKey === episodeKey;
  const latest = useRef(onElapsed);
  useEffect(() => {
    latest.current = onElapsed;
  });

  useEffect(() => {
    if (!active || cancelled) return;
    const endsAt = Date.now() + AUTO_NEXT_SECONDS * 1000;
    const update = () => {
      const now = Date.now();
      setTick({ endsAt, now });
      if (now < endsAt) return;
      clearInterval(timer);
      latest.current();
    };
    const timer = setInterval(update, TICK_MS);
    const first = setTimeout(update, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
      setTick(null);
    };
  }, [active, cancelled]);

  const countdown =
    active && !cancelled
      ? tick
        ? Math.max(0, (tick.endsAt - tick.now) / 1000)
        : AUTO_NEXT_SECONDS
      : undefined;
  return { countdown, cancel: () => setCancelledKey(episodeKey) };
}
