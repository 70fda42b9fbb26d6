/**
 * A category page's filters in its URL query (`/movie?genre=动作&region=us&year=2020-2023&sort=rating`),
 * so a filtered page can be shared, reloaded and gone back to. The URL is the source of truth; the
 * store follows it.
 */

import {
  FILTER_KEYS,
  FILTER_SORTS,
  REGION_CODES,
  type FilterKey,
  type FilterSort,
  type RegionCode,
} from '@xinghe/contracts/client';

/** Six columns on wide screens: four full rows per page (the host asks for the first one too). */
export const CATEGORY_PAGE_SIZE = 24;

/** A selection: a key is absent when its row is on 全部 (the option value ''). */
export interface FilterSelection {
  genre?: string;
  region?: RegionCode;
  /** One year (`2026`) or a range (`2010-2019`). */
  year?: string;
  sort?: FilterSort;
}

/** Longer than any real option; a longer value is someone typing into the address bar. */
const MAX_VALUE_LENGTH = 32;

const isSort = (value: string): value is FilterSort =>
  (FILTER_SORTS as readonly string[]).includes(value);
const isRegionCode = (value: string): value is RegionCode =>
  (REGION_CODES as readonly string[]).includes(value);
const isYear = (value: string) => /^\d{4}(-\d{4})?$/.test(value);

/** Whether a value may stand in a row; anything else is dropped rather than sent to the API. */
function isValid(key: FilterKey, value: string): boolean {
  if (key === 'sort') return isSort(value);
  if (key === 'region') return isRegionCode(value);
  if (key === 'year') return isYear(value);
  return value.length <= MAX_VALUE_LENGTH;
}

function assign(selection: FilterSelection, key: FilterKey, value: string) {
  if (key === 'sort') selection.sort = value as FilterSort;
  else if (key === 'region') selection.region = value as RegionCode;
  else selection[key] = value;
}

/** The selection a query string (`?genre=...`, with or without `?`) asks for; junk is ignored. */
export function selectionFromQuery(search: string): FilterSelection {
  const query = new URLSearchParams(search);
  const selection: FilterSelection = {};
  for (const key of FILTER_KEYS) {
    const value = query.get(key)?.trim() ?? '';
    if (value && isValid(key, value)) assign(selection, key, value);
  }
  return selection;
}

/** `?genre=...&sort=rating` in the fixed key order, or '' for no filter at all. */
export function queryFromSelection(selection: FilterSelection): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = selection[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Two selections are the same request exactly when their keys are equal. */
export const selectionKey = (selection: FilterSelection): string => queryFromSelection(selection);

/** The selection with one row changed; '' (全部) removes the key. */
export function withFilter(
  selection: FilterSelection,
  key: FilterKey,
  value: string,
): FilterSelection {
  const next: FilterSelection = { ...selection };
  if (value && isValid(key, value)) assign(next, key, value);
  else delete next[key];
  return next;
}

/** The rows of a filter bar, as far as this module needs them. */
interface OfferedGroup {
  readonly key: string;
  readonly options: readonly { readonly value: string }[];
}

/**
 * The selection without the values its filter bar does not offer (a stale shared link, a value
 * typed into the address): those rows fall back to 全部 instead of the API refusing the request.
 * A row the bar does not have at all is left as it is.
 */
export function keepOffered(
  selection: FilterSelection,
  groups: readonly OfferedGroup[],
): FilterSelection {
  const kept: FilterSelection = { ...selection };
  for (const key of FILTER_KEYS) {
    const group = groups.find((g) => g.key === key);
    const value = kept[key];
    if (group && value && !group.options.some((option) => option.value === value)) delete kept[key];
  }
  return kept;
}
