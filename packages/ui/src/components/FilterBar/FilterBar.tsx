import { useId } from 'react';
import type { FilterGroup, FilterKey } from '@xinghe/contracts/client';
import { Skeleton } from '../Skeleton/Skeleton';
import { StatusView } from '../StatusView/StatusView';
import styles from './FilterBar.module.css';
import { browseT } from '../../i18n/browseMessages';

export type FilterSelection = Partial<Record<FilterKey, string>>;
export type LoadStatus = 'loading' | 'error' | 'loaded';

export interface FilterBarProps {
  filters: readonly FilterGroup[];
  /**
   * The chosen value per group; a missing key is '', the 全部 option. A group without a '' option
   * (排序) shows none pressed unless a value is given: pass its default.
   */
  selected: FilterSelection;
  onChange: (key: FilterKey, value: string) => void;
  status?: LoadStatus;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
}

const LOADING_ROWS = 4;
const LOADING_CHIPS = 9;

/** One row of toggle buttons per filter group (类型, 地区, 年份, 排序); the chosen one is pressed. */
export function FilterBar({
  filters,
  selected,
  onChange,
  status = 'loaded',
  onRetry,
}: FilterBarProps) {
  const idPrefix = useId();

  if (status === 'loading') {
    return (
      <div className={styles.bar} data-status="loading" aria-busy="true">
        {Array.from({ length: LOADING_ROWS }, (_, row) => (
          <div key={row} className={styles.row} aria-hidden="true">
            <Skeleton width="40px" height="20px" />
            <div className={styles.skeletonChips}>
              {Array.from({ length: LOADING_CHIPS }, (_, chip) => (
                <Skeleton key={chip} width="52px" height="24px" radius="md" />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.bar} data-status="error">
        <StatusView status="error" message={browseT('filter.loadFailed')} onRetry={onRetry} />
      </div>
    );
  }

  return (
    <section className={styles.bar} data-status="loaded" aria-label={browseT('filter.label')}>
      {filters.map((group) => {
        const current = selected[group.key] ?? '';
        const titleId = `${idPrefix}-${group.key}`;
        return (
          <div key={group.key} className={styles.row} data-key={group.key}>
            <span className={styles.title} id={titleId}>
              {group.title}
            </span>
            <ul className={styles.options} aria-labelledby={titleId}>
              {group.options.map((option) => {
                const pressed = option.value === current;
                return (
                  <li key={option.value}>
                    <button
                      type="button"
                      className={styles.option}
                      aria-pressed={pressed}
                      data-selected={pressed}
                      onClick={() => {
                        if (!pressed) onChange(group.key, option.value);
                      }}
                    >
                      {option.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
