import type { VideoCard as VideoCardData } from '@xinghe/contracts/client';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../nav/Link';
import { useT } from '../../i18n/I18nProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { defaultDetailHref, type DetailHref } from '../../links';
import { VideoCard } from '../VideoCard/VideoCard';
import styles from './VideoRow.module.css';

export interface VideoRowProps {
  title: string;
  videos: readonly VideoCardData[];
  /** Link of each card; `/vod/detail/{id}` by default. */
  detailHref?: DetailHref;
  /** Where 更多 leads; no 更多 link when omitted. */
  moreHref?: string;
  /** How many leading posters load eagerly: set it for the rows visible on first paint. */
  eagerCount?: number;
}

type Edges = { atStart: boolean; atEnd: boolean };

/**
 * A titled row of poster cards that scrolls sideways, with an optional 更多 link. Memoised like its
 * cards: a home page re-rendered by its stores leaves its unchanged rows alone.
 */
export const VideoRow = memo(function VideoRow({
  title,
  videos,
  detailHref = defaultDetailHref,
  moreHref,
  eagerCount = 0,
}: VideoRowProps) {
  const t = useT();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // One pixel of slack: fractional widths never line up exactly with scrollWidth.
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((prev) =>
      prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // A new observer reports the list's size once the browser has laid the page out anyway, and
    // measures then: measuring here forced a layout of the whole page inside React's commit (the
    // player page's, some 25 ms, before the player could start).
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, videos.length]);

  const scrollByPage = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          {moreHref !== undefined && (
            <Link
              href={moreHref}
              className={styles.more}
              aria-label={t('row.moreLabel', { title })}
            >
              {t('row.more')}
              <ChevronRightIcon className={styles.moreIcon} />
            </Link>
          )}
          <button
            type="button"
            className={styles.scrollButton}
            aria-label={t('row.scrollPrev', { title })}
            disabled={edges.atStart}
            onClick={() => scrollByPage(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.scrollButton}
            aria-label={t('row.scrollNext', { title })}
            disabled={edges.atEnd}
            onClick={() => scrollByPage(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul className={styles.list} ref={listRef} onScroll={measure}>
        {videos.map((video, index) => (
          <li key={video.id} className={styles.item}>
            <VideoCard video={video} href={detailHref(video.id)} priority={index < eagerCount} />
          </li>
        ))}
      </ul>
    </section>
  );
});
