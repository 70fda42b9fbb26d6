import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePointerDownOutside } from './usePointerDownOutside';

/**
 * The WAI-ARIA menu button pattern, shared by the header's 更多 menu and the user menu: Enter,
 * Space or ArrowDown open the menu on the first item, ArrowUp on the last; arrows (wrapping), Home
 * and End move a roving focus; Escape closes and returns focus to the button; Tab, a pointer press
 * outside or choosing an item closes it. The component renders; this hook keeps the behaviour.
 */
export function useMenuButton(itemCount: number) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();

  // Focus follows the roving index while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  usePointerDownOutside(rootRef, open, () => setOpen(false));

  const last = itemCount - 1;
  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(last);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  /** The `ref` callback of item `index` (the roving focus moves through these nodes). */
  const bindItem = (index: number) => (node: HTMLElement | null) => {
    itemRefs.current[index] = node;
  };

  return {
    open,
    rootRef,
    buttonRef,
    buttonId,
    menuId,
    bindItem,
    /** The button's click: opens on the first item, or closes. */
    toggle: () => (open ? close(false) : openAt(0)),
    close,
    onButtonKeyDown,
    onMenuKeyDown,
  };
}
