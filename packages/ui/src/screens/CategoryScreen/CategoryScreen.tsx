import type { FilterConditionData, Loadable, VideoCard, VodType } from '@xinghe/contracts/client';
import { FilterBar, type FilterVocabulary } from '../../components/FilterBar/FilterBar';
import { loadView, type PagedList } from '../../loadView';
import { StatusView } from '../../components/StatusView/StatusView';
import { VideoGrid, VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import type { CategoryFilter } from '../../categoryLinks';
import { defaultDetailHref, type DetailHref } from '../../links';
import { LoadMoreFooter } from './LoadMoreFooter';
import styles from './CategoryScreen.module.css';
import { browseT } from '../../i18n/browseMessages';

export interface CategoryScreenProps {
  /** The channel's name, e.g. 电影: the page heading. */
  title: string;
  /** The channel: the filter bar's links lead to its pages. */
  channel: VodType;
  /** The reply of getFilterCondition, for the filter bar. */
  filters: Loadable<FilterConditionData>;
  /** The contract's sorts, region names and first single year (see FilterBar). */
  vocabulary: FilterVocabulary;
  /** The filter of the page shown, from its URL (see `parseCategoryFilter`). */
  selected: CategoryFilter;
  /** The link of a filter; `categoryHref(channel, filter)` by default. */
  filterHref?: (filter: CategoryFilter) => string;
  /** The results, page after page; the status is the first page's. 共N部 shows the total. */
  load: Loadable<PagedList<VideoCard>>;
  /** A next page is on its way: a skeleton row shows under the grid. */
  loadingMore: boolean;
  /** The end of the grid came within 200 px. */
  onLoadMore: () => void;
  /** Retry the results (the error state's button). */
  onRetry: () => void;
  /** Retry loading the filter conditions; falls back to onRetry. */
  onRetryFilters?: () => void;
  detailHref?: DetailHref;
}

const NO_RESULTS: PagedList<VideoCard> = { items: [], total: 0, hasMore: false };

// Posters of the first rows are on screen at first paint.
const EAGER_POSTERS = 12;
const LOADING_POSTERS = 18;

/**
 * A channel page (/movie, /movie/2024/dongzuo/us, ...): the filter bar, the number of results, a poster grid (6 / 5 /
 * 4 / 3 columns at 1617 / 1313 / 763 px) that grows by infinite scroll, and its loading, empty and
 * error states.
 */
export function CategoryScreen({
  title,
  channel,
  filters,
  vocabulary,
  selected,
  filterHref,
  load: { status: loadStatus, data: { items, total, hasMore } = NO_RESULTS },
  loadingMore,
  onLoadMore,
  onRetry,
  onRetryFilters,
  detailHref = defaultDetailHref,
}: CategoryScreenProps) {
  const status = loadView(loadStatus);
  const isEmpty = status === 'loaded' && items.length === 0;
  const shownStatus = isEmpty ? 'empty' : status;

  return (
    <div className={styles.screen} data-status={shownStatus}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {status === 'loaded' && total > 0 && (
          <p className={styles.count}>{browseT('category.count', { n: total })}</p>
        )}
      </div>
      <div className={styles.filters}>
        <FilterBar
          channel={channel}
          load={filters}
          vocabulary={vocabulary}
          selected={selected}
          filterHref={filterHref}
          onRetry={onRetryFilters ?? onRetry}
        />
      </div>
      <div className={styles.results}>
        {status === 'loading' && (
          <StatusView status="loading" skeleton={<VideoGridSkeleton count={LOADING_POSTERS} />} />
        )}
        {status === 'error' && <StatusView status="error" onRetry={onRetry} />}
        {isEmpty && <StatusView status="empty" />}
        {status === 'loaded' && !isEmpty && (
          <>
            <VideoGrid
              videos={items}
              detailHref={detailHref}
              eagerCount={EAGER_POSTERS}
              label={title}
            />
            <LoadMoreFooter
              hasMore={hasMore}
              loadingMore={loadingMore}
              onLoadMore={onLoadMore}
              endText={browseT('category.noMore')}
            />
          </>
        )}
      </div>
    </div>
  );
}
