import type { VideoSummary } from '@xinghe/contracts';
import type { FilterGroup, FilterKey } from '../../browseTypes';
import type { FilterSelection, LoadStatus } from '../../components/FilterBar/FilterBar';
import type { DetailHref } from '../../links';

export interface CategoryScreenProps {
  title: string;
  filters: readonly FilterGroup[];
  filterStatus: LoadStatus;
  selected: FilterSelection;
  onFilterChange: (key: FilterKey, value: string) => void;
  status: LoadStatus;
  items: readonly VideoSummary[];
  total?: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Retry loading the filter conditions; falls back to onRetry. */
  onRetryFilters?: () => void;
  detailHref?: DetailHref;
}

export function CategoryScreen(_props: CategoryScreenProps) {
  return null;
}
