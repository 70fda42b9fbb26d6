import { useCallback, useEffect, useRef } from 'react';

/** SPEC: the double-click window. */
export const DOUBLE_CLICK_MS = 300;

/**
 * SPEC "Double-click helper": returns a click handler. A single click fires `onSingle` once
 * `windowMs` has passed without another click; a second click within that time fires `onDouble`
 * instead (and `onSingle` never fires for that pair). A pending single click is dropped on unmount.
 */
export function useDoubleClick<A extends unknown[]>(
  onSingle: (...args: A) => void,
  onDouble: (...args: A) => void,
  windowMs: number = DOUBLE_CLICK_MS,
): (...args: A) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, so a re-render between the two clicks uses the current ones.
  const actions = useRef({ onSingle, onDouble });
  useEffect(() => {
    actions.current = { onSingle, onDouble };
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: A) => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        timer.current = undefined;
        actions.current.onDouble(...args);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        actions.current.onSingle(...args);
      }, windowMs);
    },
    [windowMs],
  );
}
