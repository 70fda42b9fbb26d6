import { Skeleton } from '../../components/Skeleton/Skeleton';
import { VideoRowSkeleton } from '../../components/VideoRow/VideoRowSkeleton';
import heroStyles from './DetailHero.module.css';
import styles from './DetailScreen.module.css';

/** The detail page's shape while loading: poster, title and facts, buttons, episode grid, a row. */
export function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={heroStyles.hero}>
        <div className={heroStyles.heroInner}>
          <div className={heroStyles.posterSkeleton}>
            <Skeleton aspectRatio="var(--poster-ratio)" radius="md" />
          </div>
          <div className={heroStyles.info}>
            <Skeleton width="min(320px, 70%)" height="36px" />
            <Skeleton width="min(420px, 90%)" height="18px" />
            <Skeleton width="100%" height="14px" />
            <Skeleton width="92%" height="14px" />
            <Skeleton width="60%" height="14px" />
            <div className={heroStyles.actions}>
              <Skeleton width="160px" height="44px" radius="lg" />
              <Skeleton width="88px" height="44px" radius="lg" />
              <Skeleton width="88px" height="44px" radius="lg" />
            </div>
          </div>
        </div>
      </div>
      <div className={styles.body}>
        <Skeleton width="80px" height="24px" />
        <div className={styles.skeletonGrid}>
          {Array.from({ length: 16 }, (_, index) => (
            <Skeleton key={index} height="40px" />
          ))}
        </div>
      </div>
      <VideoRowSkeleton />
    </div>
  );
}
