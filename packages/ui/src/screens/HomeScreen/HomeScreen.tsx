import type { CardsGroup, HomeData, Loadable } from '@xinghe/contracts/client';
import type { ReactNode } from 'react';
import { BannerCarousel } from '../../components/BannerCarousel/BannerCarousel';
import { BannerCarouselSkeleton } from '../../components/BannerCarousel/BannerCarouselSkeleton';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoRow } from '../../components/VideoRow/VideoRow';
import { VideoRowSkeleton } from '../../components/VideoRow/VideoRowSkeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { useT } from '../../i18n/I18nProvider';
import { channelHref, defaultDetailHref, type DetailHref } from '../../links';
import { loadView } from '../../loadView';
import styles from './HomeScreen.module.css';

export interface HomeScreenProps {
  /** The reply of GET /v3/web/api/home as the store holds it. */
  load: Loadable<HomeData>;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Link of a banner or card; `/vod/detail/{id}` by default. */
  detailHref?: DetailHref;
  /**
   * Where a row's 更多 leads; by default its channel page (`/movie`, `/drama`, ...) when the row
   * names its channel (`type`, ours), else no 更多 link.
   */
  sectionHref?: (section: CardsGroup) => string | undefined;
  /** Above the channel rows: 继续观看 (ContinueWatchingRow), which the site loads on demand. */
  leadSlot?: ReactNode;
  /** Below the channel rows: 热播榜 (RankingBoard) and the like. */
  trailSlot?: ReactNode;
  /** The page footer (SiteFooter), after everything. */
  footerSlot?: ReactNode;
}

// Posters of the first row are on screen at first paint; loading them lazily would delay it.
const FIRST_ROW_EAGER_POSTERS = 6;
const LOADING_ROWS = 3;

const defaultSectionHref = (section: CardsGroup) =>
  section.type === undefined ? undefined : channelHref(section.type);

/**
 * The home page (推荐): banner carousel (when the reply has banners, ours) and one row of posters
 * per `cardsGroup` entry.
 */
export function HomeScreen({
  load: { status: loadStatus, data },
  onRetry,
  detailHref = defaultDetailHref,
  sectionHref = defaultSectionHref,
  leadSlot,
  trailSlot,
  footerSlot,
}: HomeScreenProps) {
  const t = useT();
  const status = loadView(loadStatus);
  const sections = data?.cardsGroup.filter((section) => section.cards.length > 0) ?? [];
  const banners = data?.banners ?? [];
  const isEmpty = status === 'loaded' && sections.length === 0 && banners.length === 0;

  return (
    <div className={styles.screen} data-status={isEmpty ? 'empty' : status}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      {status === 'loading' && (
        <StatusView
          status="loading"
          skeleton={
            <div className={styles.body}>
              <BannerCarouselSkeleton />
              <div className={styles.rows}>
                {Array.from({ length: LOADING_ROWS }, (_, index) => (
                  <VideoRowSkeleton key={index} />
                ))}
              </div>
            </div>
          }
        />
      )}
      {status === 'error' && (
        <StatusView
          status="error"
          title={t('home.errorTitle')}
          detail={t('home.errorDetail')}
          onRetry={onRetry}
        />
      )}
      {isEmpty && <StatusView status="empty" />}
      {status === 'loaded' && !isEmpty && (
        <div className={styles.body}>
          {banners.length > 0 && <BannerCarousel banners={banners} detailHref={detailHref} />}
          <div className={styles.rows}>
            {leadSlot}
            {sections.map((section, index) => (
              <VideoRow
                key={section.key ?? `${index}:${section.name}`}
                title={section.name}
                videos={section.cards}
                detailHref={detailHref}
                moreHref={sectionHref(section)}
                eagerCount={index === 0 ? FIRST_ROW_EAGER_POSTERS : 0}
              />
            ))}
            {trailSlot}
          </div>
          {footerSlot}
        </div>
      )}
    </div>
  );
}
