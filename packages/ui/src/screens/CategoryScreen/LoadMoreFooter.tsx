import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel/InfiniteScrollSentinel';
import { VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import styles from './LoadMoreFooter.module.css';
import { browseT } from '../../i18n/browseMessages';

export interface LoadMoreFooterProps {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown once everything is loaded. */
  endText: string;
}

// One row at the widest grid (6 columns); the stylesheet hides what a narrower grid cannot fit.
const LOADING_MORE_POSTERS = 6;

/**
 * What follows a growing grid: the infinite-scroll sentinel while more pages exist, a skeleton row
 * while the next page loads (announced politely), and an end note when all is shown.
 */
export function LoadMoreFooter({ hasMore, loadingMore, onLoadMore, endText }: LoadMoreFooterProps) {
  return (
    <div className={styles.footer} data-loading-more={loadingMore}>
      <output className={styles.announce} aria-live="polite">
        {loadingMore && <VisuallyHidden>{browseT('category.loadingMore')}</VisuallyHidden>}
      </output>
      {loadingMore && (
        <div className={styles.skeletonRow}>
          <VideoGridSkeleton count={LOADING_MORE_POSTERS} />
        </div>
      )}
      {hasMore ? (
        <InfiniteScrollSentinel onReach={onLoadMore} disabled={loadingMore} />
      ) : (
        <p className={styles.end}>{endText}</p>
      )}
    </div>
  );
}
