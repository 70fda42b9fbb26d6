import { Skeleton } from '../Skeleton/Skeleton';
import styles from './VideoCard.module.css';

/** The shape of a VideoCard while its data loads; hidden from assistive technology. */
export function VideoCardSkeleton() {
  return (
    <span className={styles.card} aria-hidden="true">
      <Skeleton aspectRatio="var(--poster-ratio)" radius="md" />
      <span className={styles.skeletonLines}>
        <Skeleton width="80%" height="14px" />
        <Skeleton width="55%" height="10px" />
      </span>
    </span>
  );
}
