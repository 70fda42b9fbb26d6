import { Skeleton } from '../Skeleton/Skeleton';
import { VideoCardSkeleton } from '../VideoCard/VideoCardSkeleton';
import styles from './VideoRow.module.css';

export interface VideoRowSkeletonProps {
  /** Placeholder cards; enough to fill the widest row. */
  count?: number;
}

/** A VideoRow's shape while loading: a heading bar and a row of card placeholders. */
export function VideoRowSkeleton({ count = 7 }: VideoRowSkeletonProps) {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton width="120px" height="24px" />
      </div>
      <div className={styles.list} data-skeleton="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.item}>
            <VideoCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
