/**
 * The filter bar of a channel page (getFilterCondition) and how the filter call reads its
 * choices. Options are built from the catalogue itself, so every region offered has titles and
 * the years follow the newest year the catalogue holds.
 */
import {
  FIRST_SINGLE_YEAR,
  REGION_CODES,
  REGION_NAMES,
  type FilterConditionData,
  type FilterSort,
  type LabelOption,
  type RegionCode,
  type VodType,
} from '@xinghe/contracts';
import { CHANNEL_GENRES, genreSlug } from './channels';

export const DEFAULT_SORT: FilterSort = 'hottest';

/** The oldest decade the year row offers (the real site's list ends there). */
export const OLDEST_DECADE = 1970;

export interface YearRange {
  from: number;
  to: number;
}

/**
 * Year options, newest first: each year from the catalogue's newest down to FIRST_SINGLE_YEAR,
 * then the decades before it down to OLDEST_DECADE, each standing for its ten years. With 2026
 * the newest: 2026 2025 2024 2023 2022 2021 2020 2010 2000 1990 1980 1970.
 */
export function yearOptions(newest: number | null): number[] {
  const years: number[] = [];
  for (let year = newest ?? FIRST_SINGLE_YEAR; year >= FIRST_SINGLE_YEAR; year--) years.push(year);
  for (let decade = FIRST_SINGLE_YEAR - 10; decade >= OLDEST_DECADE; decade -= 10) {
    years.push(decade);
  }
  return years;
}

/**
 * The filter's startTime and endTime (0: no bound; equal: one year) as a range of years; null
 * when both are set and the range ends before it starts.
 */
export function yearRange(startTime = 0, endTime = 0): YearRange | null {
  if (startTime !== 0 && endTime !== 0 && endTime < startTime) return null;
  return { from: startTime, to: endTime === 0 ? Number.POSITIVE_INFINITY : endTime };
}

export function isGenreOf(type: VodType, genre: string): boolean {
  return CHANNEL_GENRES[type].includes(genre);
}

const REGION_OF_NAME = new Map<string, RegionCode>(
  REGION_CODES.map((code) => [REGION_NAMES[code], code]),
);

/** The region code of a Chinese region name (美国 us). */
export function regionOfName(name: string): RegionCode | undefined {
  return REGION_OF_NAME.get(name);
}

/** A channel's genres with their slugs, in the order its page lists them. */
export function labelOptions(type: VodType): LabelOption[] {
  return CHANNEL_GENRES[type].map((genre) => [genre, genreSlug(genre)]);
}

/** The bar of a channel; `regions` are those the channel has titles from. */
export function filterCondition(
  type: VodType,
  regions: ReadonlySet<RegionCode>,
  newestYear: number | null,
): FilterConditionData {
  return {
    label: labelOptions(type),
    // The spec's order, so 其他 (others) stays last.
    country: REGION_CODES.filter((code) => regions.has(code)).map((code) => REGION_NAMES[code]),
    time: yearOptions(newestYear),
  };
}
