import { useWindowScroll } from '@xinghe/ui';

/** Whether the window has scrolled more than `threshold` pixels; only a change of the answer re-renders. */
export function useScrolledPast(threshold: number): boolean {
  return useWindowScroll((scrollY) => scrollY > threshold);
}
