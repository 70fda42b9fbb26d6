import type { Banner } from '@xinghe/contracts/client';
import { useCallback, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { Link } from '../../nav/Link';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useT } from '../../i18n/I18nProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { defaultDetailHref, type DetailHref } from '../../links';
import { useAutoAdvance } from './useAutoAdvance';
import styles from './BannerCarousel.module.css';
import { contentLang } from '../../i18n/locale';

// Intrinsic size of a 16:6 banner, so the browser reserves the box before the image arrives.
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 720;
export const BANNER_INTERVAL_MS = 5000;
/** Horizontal travel in px that turns a touch into a swipe. */
const SWIPE_THRESHOLD = 40;

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Link of each banner (a banner leads to its title); `/vod/detail/{id}` by default. */
  detailHref?: DetailHref;
  /** Auto-advance delay in ms; 0 turns auto-advance off. */
  interval?: number;
  initialIndex?: number;
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/**
 * The home page's banner carousel (WAI-ARIA carousel pattern). It advances every 5 s and holds still
 * while hovered or focused and for viewers who prefer reduced motion; prev/next and dot buttons move
 * it by hand. Only the current slide is reachable by keyboard and screen reader.
 */
export function BannerCarousel({
  banners,
  detailHref = defaultDetailHref,
  interval = BANNER_INTERVAL_MS,
  initialIndex = 0,
}: BannerCarouselProps) {
  const t = useT();
  const count = banners.length;
  const [index, setIndex] = useState(() => (count > 0 ? wrap(initialIndex, count) : 0));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const current = count > 0 ? wrap(index, count) : 0;
  const paused = hovered || focused || reducedMotion || count < 2;

  const goTo = useCallback((next: number) => setIndex(wrap(next, count)), [count]);
  const advance = useCallback(() => setIndex((i) => wrap(i + 1, count)), [count]);
  useAutoAdvance(current, advance, { interval, paused });

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Phones have no arrows: a sideways swipe moves the carousel instead.
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD) return;
    goTo(current + (end < start ? 1 : -1));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-paused={paused}
    >
      {/* Pointer, focus and touch are watched here, not acted on: the controls are the buttons. */}
      <div
        className={styles.frame}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {/* Announce slide changes only when the viewer caused them, not on every auto-advance. */}
        <div className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
          {banners.map((banner, i) => {
            const isCurrent = i === current;
            return (
              <div
                key={banner.id}
                className={styles.slide}
                // The WAI-ARIA carousel pattern: a slide is a group with the role description "slide".
                // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slideLabel', { index: i + 1, total: count })}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                data-current={isCurrent}
              >
                <Link href={detailHref(banner.id)} className={styles.link}>
                  <img
                    className={styles.image}
                    src={banner.image}
                    alt=""
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'auto' : 'async'}
                  />
                  <span className={styles.caption}>
                    <span className={styles.title} lang={contentLang()}>
                      {banner.name}
                    </span>
                    {/* The title's pitch and genres, one line of the API's (our design). */}
                    {banner.subtitle && (
                      <span className={styles.subtitle} lang={contentLang()}>
                        {banner.subtitle}
                      </span>
                    )}
                  </span>
                </Link>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              data-direction="prev"
              aria-label={t('carousel.prev')}
              onClick={() => goTo(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-direction="next"
              aria-label={t('carousel.next')}
              onClick={() => goTo(current + 1)}
            >
              <ChevronRightIcon />
            </button>
            <div className={styles.dots}>
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.goTo', { index: i + 1, title: banner.name })}
                  aria-current={i === current ? 'true' : undefined}
                  data-current={i === current}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
