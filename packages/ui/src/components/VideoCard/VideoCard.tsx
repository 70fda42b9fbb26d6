import type { VideoCard as VideoCardData } from '@xinghe/contracts/client';
import { memo } from 'react';
import { Link } from '../../nav/Link';
import { useT } from '../../i18n/I18nProvider';
import { regionKey } from '../../i18n/labels';
import { contentLang } from '../../i18n/locale';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './VideoCard.module.css';

// The intrinsic size of a 2:3 poster; width/height attributes let the browser reserve the box
// before the image arrives, so the page does not shift.
export const POSTER_WIDTH = 270;
export const POSTER_HEIGHT = 405;

export interface VideoCardProps {
  /** A card of any catalogue reply: id, name, img and countStr; time and our extras when sent. */
  video: VideoCardData;
  /** Where the card leads, usually the detail page. */
  href: string;
  /** Load the poster eagerly: for cards visible on first paint (the first row of a page). */
  priority?: boolean;
}

/**
 * A poster card: image with the countStr badge and score, name, and a year · region · genre line.
 * Only the real fields are certain: without a score there is no score badge, and the line shows
 * what is known (a year alone, or nothing).
 * Memoised: a page re-rendered by its stores (the session checked, a lazy part arrived) leaves its
 * dozens of unchanged cards alone.
 */
export const VideoCard = memo(function VideoCard({
  video,
  href,
  priority = false,
}: VideoCardProps) {
  const t = useT();
  // No spaces around the dot: CJK fonts draw it wide enough, and narrow phone cards need the room.
  const meta = [video.time, video.region && t(regionKey(video.region)), video.genres?.[0]]
    .filter(Boolean)
    .join('·');
  const score = video.score ?? 0;

  return (
    <Link href={href} className={styles.card}>
      <span className={styles.poster}>
        <img
          className={styles.image}
          src={video.img}
          alt={video.name}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {score > 0 && (
          <span className={styles.score}>
            <VisuallyHidden>{t('video.score')}</VisuallyHidden>
            {score.toFixed(1)}
          </span>
        )}
        {video.countStr && <span className={styles.remark}>{video.countStr}</span>}
      </span>
      <span className={styles.title} lang={contentLang()}>
        {video.name}
      </span>
      <span className={styles.meta}>{meta}</span>
    </Link>
  );
});
