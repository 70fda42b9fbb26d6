import { useEffect, type RefObject } from 'react';

let warmed = false;

/**
 * Fetches the player page and hls.js as soon as the pointer or focus reaches a play link inside
 * `ref`, so pressing play does not wait for them. Only then: a viewer who never plays does not
 * download a player.
 */
export function usePlayerWarmUp(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root || warmed) return;
    const onIntent = (event: Event) => {
      const target = event.target as Element | null;
      if (warmed || !target?.closest?.('a[href^="/vod/play-"]')) return;
      warmed = true;
      void import('../VodPlayPage').catch(() => (warmed = false));
      void import('../../player/engine').then((m) => m.loadHls()).catch(() => undefined);
    };
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const name of events) root.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) root.removeEventListener(name, onIntent);
    };
  }, [ref]);
}
