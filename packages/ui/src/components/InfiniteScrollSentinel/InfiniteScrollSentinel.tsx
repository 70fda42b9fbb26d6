/** SPEC section 2: the next page is fetched when the end is within 200 px. */
export const PREFETCH_ROOT_MARGIN = '0px 0px 200px 0px';

export interface InfiniteScrollSentinelProps {
  onReach: () => void;
  disabled?: boolean;
  rootMargin?: string;
}

export function InfiniteScrollSentinel(_props: InfiniteScrollSentinelProps) {
  return null;
}
