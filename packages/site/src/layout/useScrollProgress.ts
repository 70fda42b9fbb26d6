import { useWindowScroll } from '@xinghe/ui';

/**
 * How far the page has scrolled through the first `distance` pixels, 0 to 1 in steps of 0.01.
 * Only the component using it re-renders, never the page under it. Disabled: always 0, and no
 * scroll listener at all.
 */
export function useScrollProgress(enabled: boolean, distance: number): number {
  return useWindowScroll(
    (scrollY) => Math.round(Math.min(1, Math.max(0, scrollY / distance)) * 100) / 100,
    enabled,
  );
}
