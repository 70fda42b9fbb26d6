/**
 * The filter bar of a channel page (getFilterCondition) and how the filter call reads its
 * choices. Options are built from the catalogue itself, so every region offered has titles and
 * the year options follow the newest year the catalogue holds.
 */
import {
  REGION_CODES,
  type FilterGroup,
  type FilterOption,
  type FilterSort,
  type RegionCode,
  type VodType,
} from '@xinghe/contracts';
import { CHANNEL_GENRES } from './channels';
import { REGION_NAME } from './regions';

export const ALL_LABEL = '全部';
export const DEFAULT_SORT: FilterSort = 'hottest';

/** The sort row, default first (最热). */
export const SORT_OPTIONS: readonly { value: FilterSort; label: string }[] = [
  { value: 'hottest', label: '最热' },
  { value: 'latest', label: '最新' },
  { value: 'rating', label: '评分' },
];

const all: FilterOption = { value: '', label: ALL_LABEL };

/** How many recent years get an option of their own before ranges take over. */
const SINGLE_YEARS = 3;

export interface YearRange {
  from: number;
  to: number;
}

/**
 * Year options, newest first: the last three years one by one, the rest of that decade as one
 * range, then whole decades down to the oldest title. With 2026 the newest: 2026, 2025, 2024,
 * 2020-2023, 2010-2019, 2000-2009, 1990-1999.
 */
export function yearOptions(span: YearRange | null): FilterOption[] {
  const options: FilterOption[] = [all];
  if (!span) return options;
  const add = (from: number, to: number) => {
    const value = from === to ? String(from) : `${from}-${to}`;
    options.push({ value, label: value });
  };
  const singlesEnd = Math.max(span.from, span.to - SINGLE_YEARS + 1);
  for (let year = span.to; year >= singlesEnd; year--) add(year, year);
  let upper = singlesEnd - 1;
  while (upper >= span.from) {
    const decade = Math.floor(upper / 10) * 10;
    // Whole decades even where the catalogue starts mid-decade: 1990-1999, not 1993-1999.
    add(decade, upper);
    upper = decade - 1;
  }
  return options;
}

/** '2026' -> 2026..2026, '2010-2019' -> 2010..2019; null for a range that ends before it starts. */
export function parseYearFilter(value: string): YearRange | null {
  const [fromText, toText = fromText] = value.split('-');
  const from = Number(fromText);
  const to = Number(toText);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from > to) return null;
  return { from, to };
}

export function isGenreOf(type: VodType, genre: string): boolean {
  return CHANNEL_GENRES[type].includes(genre);
}

/** The four rows for a channel; `regions` are those the channel has titles from. */
export function filterGroups(
  type: VodType,
  regions: ReadonlySet<RegionCode>,
  years: YearRange | null,
): FilterGroup[] {
  return [
    {
      key: 'genre',
      title: '类型',
      options: [all, ...CHANNEL_GENRES[type].map((genre) => ({ value: genre, label: genre }))],
    },
    {
      key: 'region',
      title: '地区',
      // The spec's order, so 其他 (others) stays last.
      options: [
        all,
        ...REGION_CODES.filter((code) => regions.has(code)).map((code) => ({
          value: code,
          label: REGION_NAME[code],
        })),
      ],
    },
    { key: 'year', title: '年份', options: yearOptions(years) },
    { key: 'sort', title: '排序', options: SORT_OPTIONS.map((option) => ({ ...option })) },
  ];
}
