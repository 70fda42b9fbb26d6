/**
 * A category page's filter (its URL `/{channel}/{year}/{label}/{area}`, read and written by
 * `@xinghe/ui/categoryLinks`) as the store asks for it: the filter's body in the real API's terms,
 * and the filter without the values the channel's filterCondition does not offer.
 */

import {
  FIRST_SINGLE_YEAR,
  REGION_NAMES,
  VOD_CHANNEL_NAMES,
  type FilterBody,
  type FilterConditionData,
  type RegionCode,
  type VodType,
} from '@xinghe/contracts/client';
import type { CategoryFilter } from '@xinghe/ui/categoryLinks';

export type { CategoryFilter };

/** Six columns on wide screens: four full rows per page (the host asks for the first one too). */
export const CATEGORY_PAGE_SIZE = 24;

/** Two filters are the same request exactly when their keys are equal. */
export const filterKey = (filter: CategoryFilter): string =>
  [filter.year ?? '', filter.label ?? '', filter.area ?? '', filter.sort ?? ''].join('/');

/**
 * The filter without the values its channel does not offer (a stale shared link, a value typed
 * into the address): those rows fall back to 全部 instead of the API refusing the request.
 * `regionNames` are the names the condition's `country` is in (content/regionNames.ts).
 */
export function keepOffered(
  filter: CategoryFilter,
  // `country` as a string list: a zh-TW viewer's reply carries converted names.
  condition: Omit<FilterConditionData, 'country'> & { country: readonly string[] },
  regionNames: Readonly<Record<RegionCode, string>> = REGION_NAMES,
): CategoryFilter {
  const kept: CategoryFilter = { ...filter };
  if (kept.year !== undefined && !condition.time.includes(kept.year)) delete kept.year;
  if (kept.label !== undefined && !condition.label.some(([, slug]) => slug === kept.label))
    delete kept.label;
  if (
    kept.area !== undefined &&
    !condition.country.some((name) => name === regionNames[kept.area!])
  )
    delete kept.area;
  return kept;
}

/** The years a year option stands for: itself, or below FIRST_SINGLE_YEAR its decade (K). */
export function yearRangeOf(year: number | undefined): { startTime: number; endTime: number } {
  if (year === undefined) return { startTime: 0, endTime: 0 };
  return { startTime: year, endTime: year < FIRST_SINGLE_YEAR ? year + 9 : year };
}

/**
 * The filter's body in the real API's terms: the channel's and the region's Chinese names, the
 * genre's name (its slug looked up in `labels`), '' for any name and 0 for any year. A slug the
 * labels do not hold narrows nothing (the page drops it from its URL).
 */
export function filterBodyOf(
  type: VodType,
  filter: CategoryFilter,
  labels: FilterConditionData['label'],
  page: number,
): FilterBody {
  return {
    chName: VOD_CHANNEL_NAMES[type],
    label: labels.find(([, slug]) => slug === filter.label)?.[0] ?? '',
    country: filter.area ? REGION_NAMES[filter.area] : '',
    ...yearRangeOf(filter.year),
    ...(filter.sort ? { sort: filter.sort } : {}),
    page,
    pageSize: CATEGORY_PAGE_SIZE,
  };
}
