import { Skeleton } from '../Skeleton/Skeleton';
import styles from './BannerCarousel.module.css';

/** The carousel's box while loading, same size so nothing moves when the banners arrive. */
export function BannerCarouselSkeleton() {
  return (
    <div className={styles.carousel} data-skeleton="true" aria-hidden="true">
      <Skeleton height="100%" radius="none" />
    </div>
  );
}
