import { loadView } from '../../loadView';
import { useId } from 'react';
import { Link } from '../../nav/Link';
import type {
  FilterConditionData,
  FilterKey,
  FilterSort,
  Loadable,
  RegionCode,
  VodType,
} from '@xinghe/contracts/client';
import { Skeleton } from '../Skeleton/Skeleton';
import { StatusView } from '../StatusView/StatusView';
import styles from './FilterBar.module.css';
import { browseT } from '../../i18n/browseMessages';
import { useT } from '../../i18n/I18nProvider';
import { regionKey } from '../../i18n/labels';
import { genreLabel } from '../../i18n/listLabels';
import {
  categoryHref,
  DEFAULT_FILTER_SORT,
  regionCodeOfName,
  type CategoryFilter,
} from '../../categoryLinks';

/** The contract's values a filter bar needs, passed in by the site. */
export interface FilterVocabulary {
  /** The sorts the bar offers, in order: FILTER_SORTS. */
  sorts: readonly FilterSort[];
  /** Each region code's Chinese name, to read `country` by: REGION_NAMES. */
  regionNames: Readonly<Record<RegionCode, string>>;
  /** A year below it stands for its decade: FIRST_SINGLE_YEAR. */
  firstSingleYear: number;
}

export interface FilterBarProps {
  /** The channel whose page the options lead to. */
  channel: VodType;
  /** The reply of getFilterCondition: genres as [name, slug], region names, years. */
  load: Loadable<FilterConditionData>;
  /** The contract's lists the bar reads the reply by and offers its sorts from. */
  vocabulary: FilterVocabulary;
  /** The filter of the page shown (from its URL): a missing field is 全部, a missing sort 最热. */
  selected: CategoryFilter;
  /** The link of a filter; `categoryHref(channel, filter)` by default. */
  filterHref?: (filter: CategoryFilter) => string;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
}

interface Option {
  text: string;
  filter: CategoryFilter;
  chosen: boolean;
}

const NO_CONDITION: FilterConditionData = { label: [], country: [], time: [] };

const LOADING_ROWS = 4;
const LOADING_CHIPS = 9;

const ROW_TITLES = {
  genre: 'filter.genre',
  region: 'filter.region',
  year: 'filter.year',
  sort: 'filter.sort',
} as const satisfies Record<FilterKey, string>;

const SORT_TEXTS = {
  latest: 'filter.sortLatest',
  hottest: 'filter.sortHottest',
  rating: 'filter.sortRating',
} as const satisfies Record<FilterSort, string>;

/**
 * One row of links per filter (类型, 地区, 年份, 排序), each option leading to the category URL of
 * the filter with that option (the real site's `/{channel}/{year}/{label}/{area}`). The bar offers
 * 全部 first in the first three rows, and the sorts itself; the chosen option is marked current.
 */
export function FilterBar({
  channel,
  load: { status: loadStatus, data: condition = NO_CONDITION },
  vocabulary: { sorts, regionNames, firstSingleYear },
  selected,
  filterHref = (filter) => categoryHref(channel, filter),
  onRetry,
}: FilterBarProps) {
  const idPrefix = useId();
  const t = useT();

  const status = loadView(loadStatus);
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

  // An option keeps the rest of the filter; 全部 drops its own field.
  const withField = <K extends keyof CategoryFilter>(key: K, value: CategoryFilter[K]) => {
    const { [key]: _dropped, ...rest } = selected;
    return value === undefined ? rest : { ...rest, [key]: value };
  };
  const all = (key: 'year' | 'label' | 'area'): Option => ({
    text: browseT('filter.all'),
    filter: withField(key, undefined),
    chosen: selected[key] === undefined,
  });
  const sort = selected.sort ?? DEFAULT_FILTER_SORT;

  const rows: [FilterKey, Option[]][] = [
    [
      'genre',
      [
        all('label'),
        ...condition.label.map(([name, slug]) => ({
          // The name goes back to the API as it came, so it is named by its slug here.
          text: genreLabel(name, slug),
          filter: withField('label', slug),
          chosen: selected.label === slug,
        })),
      ],
    ],
    [
      'region',
      [
        all('area'),
        ...condition.country.flatMap((name) => {
          const code = regionCodeOfName(regionNames, name);
          // A name outside the contract's map has no area code for the URL: not offered.
          if (code === undefined) return [];
          return [
            {
              text: t(regionKey(code)),
              filter: withField('area', code),
              chosen: selected.area === code,
            },
          ];
        }),
      ],
    ],
    [
      'year',
      [
        all('year'),
        ...condition.time.map((year) => ({
          text: year < firstSingleYear ? browseT('filter.decade', { from: year }) : String(year),
          filter: withField('year', year),
          chosen: selected.year === year,
        })),
      ],
    ],
    [
      'sort',
      sorts.map((value) => ({
        text: browseT(SORT_TEXTS[value]),
        filter: withField('sort', value === DEFAULT_FILTER_SORT ? undefined : value),
        chosen: sort === value,
      })),
    ],
  ];

  return (
    <nav className={styles.bar} data-status="loaded" aria-label={browseT('filter.label')}>
      {rows.map(([key, options]) => {
        const titleId = `${idPrefix}-${key}`;
        return (
          <div key={key} className={styles.row} data-key={key}>
            <span className={styles.title} id={titleId}>
              {browseT(ROW_TITLES[key])}
            </span>
            <ul className={styles.options} aria-labelledby={titleId}>
              {options.map((option) => (
                <li key={option.text}>
                  <Link
                    href={filterHref(option.filter)}
                    className={styles.option}
                    aria-current={option.chosen ? 'true' : undefined}
                    data-selected={option.chosen}
                  >
                    {option.text}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
