import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

/** True while the viewer asks the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  // On the server nothing moves yet, so "no preference" is the honest first answer.
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
