import { useSyncExternalStore } from 'react';

// A quarter-second tick: the count changes within 250 ms of the real second, and a tick that
// leaves the count as it was re-renders nothing.
const tick = (notify: () => void) => {
  const timer = setInterval(notify, 250);
  return () => clearInterval(timer);
};
const noTick = () => () => {};

/** Whole seconds left until `deadline` (epoch ms; 0 for none), counting down; 0 once it passed. */
export function useSecondsUntil(deadline: number): number {
  return useSyncExternalStore(deadline ? tick : noTick, () =>
    Math.max(0, Math.ceil((deadline - Date.now()) / 1000)),
  );
}
