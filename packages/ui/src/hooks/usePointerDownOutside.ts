import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a pointer press anywhere outside `rootRef` calls `onOutside`: how menus and
 * dropdowns close on a click elsewhere (focus may not move, e.g. on the page background).
 */
export function usePointerDownOutside(
  rootRef: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  // The latest callback, so a new function identity per render does not re-attach the listener.
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, rootRef]);
}
