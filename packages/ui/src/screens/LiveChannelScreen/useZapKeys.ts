import { useEffect, useRef } from 'react';

/** How long the number keys wait for another digit before changing channel (Enter: at once). */
export const ZAP_DIGIT_WAIT_MS = 1200;

/** Keys meant for a field, a slider or a menu are theirs, not the channel list's. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  const target = event.target;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return target.closest('[role="slider"], [role="menu"], [role="listbox"], dialog') !== null;
}

/**
 * Up and down step through the channels; digits type a channel's number, which is taken after a
 * pause or on Enter. Listens on the window, as a TV remote would work anywhere on the page.
 */
export function useZapKeys(handlers: {
  onStep: (step: 1 | -1) => void;
  onNumber: (number: number) => void;
}) {
  const latest = useRef(handlers);
  // The listener stays for the page's life and reads the newest handlers (the current channel).
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let digits = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = () => {
      clearTimeout(timer);
      if (digits) latest.current.onNumber(Number(digits));
      digits = '';
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isForSomethingElse(event)) return;
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        latest.current.onStep(event.key === 'ArrowDown' ? 1 : -1);
      } else if (/^[0-9]$/.test(event.key) && digits.length < 4) {
        digits += event.key;
        clearTimeout(timer);
        timer = setTimeout(take, ZAP_DIGIT_WAIT_MS);
      } else if (event.key === 'Enter' && digits) {
        event.preventDefault();
        take();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
