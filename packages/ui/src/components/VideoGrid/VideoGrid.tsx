import type { VideoCard as VideoCardData } from '@xinghe/contracts/client';
import { defaultDetailHref, type DetailHref } from '../../links';
import { VideoCard } from '../VideoCard/VideoCard';
import { VideoCardSkeleton } from '../VideoCard/VideoCardSkeleton';
import styles from './VideoGrid.module.css';

export interface VideoGridProps {
  videos: readonly VideoCardData[];
  /** Link of each card; `/vod/detail/{id}` by default. */
  detailHref?: DetailHref;
  /** How many leading posters load eagerly (those above the fold). */
  eagerCount?: number;
  /** Names the list for assistive technology, e.g. the category shown. */
  label?: string;
}

/** A responsive grid of poster cards: 8 down to 3 columns by window width (SPEC section 2). */
export function VideoGrid({
  videos,
  detailHref = defaultDetailHref,
  eagerCount = 0,
  label,
}: VideoGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoCard video={video} href={detailHref(video.id)} priority={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export interface VideoGridSkeletonProps {
  count?: number;
}

/** A VideoGrid's shape while loading. */
export function VideoGridSkeleton({ count = 12 }: VideoGridSkeletonProps) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <VideoCardSkeleton key={index} />
      ))}
    </div>
  );
}
