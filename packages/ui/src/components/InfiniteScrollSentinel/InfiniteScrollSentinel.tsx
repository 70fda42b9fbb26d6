import { useEffect, useRef } from 'react';
import styles from './InfiniteScrollSentinel.module.css';

/** SPEC section 2: the next page is fetched when the end is within 200 px. */
export const PREFETCH_ROOT_MARGIN = '0px 0px 200px 0px';

export interface InfiniteScrollSentinelProps {
  /** The end of the list came within reach: load the next page. */
  onReach: () => void;
  /** While a page loads or when there is no more: stop watching. */
  disabled?: boolean;
  /** How far below the viewport the end counts as reached. */
  rootMargin?: string;
}

/**
 * An invisible marker placed after a list. It calls `onReach` when it comes within `rootMargin` of
 * the viewport. Watching restarts whenever `disabled` turns false again, so when a loaded page is too
 * short to push the marker out of reach, the next page is asked for at once.
 */
export function InfiniteScrollSentinel({
  onReach,
  disabled = false,
  rootMargin = PREFETCH_ROOT_MARGIN,
}: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onReachRef = useRef(onReach);

  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const node = ref.current;
    if (disabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      // The document as root (not the implicit top-level viewport) so the margin also holds inside
      // an iframe, e.g. Storybook's.
      { root: node.ownerDocument, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [disabled, rootMargin]);

  return <div ref={ref} className={styles.sentinel} data-disabled={disabled} aria-hidden="true" />;
}
