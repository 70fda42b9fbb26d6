import type { FilterConditionData, Loadable, VideoCard, VodType } from '@xinghe/contracts/client';
import { useDeferredValue } from 'react';
import { FilterBar, type FilterVocabulary } from '../../components/FilterBar/FilterBar';
import { loadView, type PagedList } from '../../loadView';
import type { CategoryFilter } from '../../categoryLinks';
import { defaultDetailHref, type DetailHref } from '../../links';
import { CategoryResults, NO_RESULTS } from './CategoryResults';
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
  /** The end of the grid came within 200 px (stable across renders, as the grid is memoised). */
  onLoadMore: () => void;
  /** Retry the results (the error state's button; stable across renders too). */
  onRetry: () => void;
  /** Retry loading the filter conditions; falls back to onRetry. */
  onRetryFilters?: () => void;
  detailHref?: DetailHref;
}

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
  load: urgentLoad,
  loadingMore: urgentLoadingMore,
  onLoadMore,
  onRetry,
  onRetryFilters,
  detailHref = defaultDetailHref,
}: CategoryScreenProps) {
  // The filter bar shows a tap's choice in the tap's own render; the results follow in a render
  // that yields to the browser (the grid is the page's largest part).
  const load = useDeferredValue(urgentLoad);
  const loadingMore = useDeferredValue(urgentLoadingMore);
  const { status: loadStatus, data: { items, total } = NO_RESULTS } = load;
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
        <CategoryResults
          label={title}
          load={load}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
          onRetry={onRetry}
          detailHref={detailHref}
        />
      </div>
    </div>
  );
}
