import type { FilterGroup, FilterKey } from '../../browseTypes';

export type FilterSelection = Partial<Record<FilterKey, string>>;
export type LoadStatus = 'loading' | 'error' | 'loaded';

export interface FilterBarProps {
  filters: readonly FilterGroup[];
  selected: FilterSelection;
  onChange: (key: FilterKey, value: string) => void;
  status?: LoadStatus;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
}

export function FilterBar(_props: FilterBarProps) {
  return null;
}
