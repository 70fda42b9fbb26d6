/**
 * A category page's URL both ways: built from a filter (the filter bar's links) and read back
 * (the page's route). Only the category page needs it, so it is apart from `links.ts` (cards and
 * rows, in the first load). The contract's lists (region codes, sorts) come in as arguments, as
 * everywhere in the ui.
 */
import type { FilterSort, RegionCode, VodType } from '@xinghe/contracts/client';
import { channelHref } from './links';

/** The sort a category page has with no `?sort=`: 最热, the API's default. */
export const DEFAULT_FILTER_SORT: FilterSort = 'hottest';

/** A URL segment of a category page that stands for every value. */
export const ANY_SEGMENT = 'all';

/**
 * A category page's filter as its URL carries it; a missing field is 全部 (any). `year` is an
 * option of the filter's `time` (a decade below FIRST_SINGLE_YEAR), `label` a genre slug of its
 * `label` options, `area` a region code.
 */
export interface CategoryFilter {
  year?: number;
  label?: string;
  area?: RegionCode;
  sort?: FilterSort;
}

const segment = (value: string | number | undefined) =>
  value === undefined ? ANY_SEGMENT : encodeURIComponent(value);

/**
 * A category page: `/{channel}/{year}/{label}/{area}` with `all` for any (the real site's form),
 * `/{channel}` when nothing is filtered; a sort other than the default rides as `?sort=`.
 */
export function categoryHref(channel: VodType, filter: CategoryFilter = {}): string {
  const { year, label, area, sort } = filter;
  const filtered = year !== undefined || label !== undefined || area !== undefined;
  const path = filtered
    ? `${channelHref(channel)}/${segment(year)}/${segment(label)}/${segment(area)}`
    : channelHref(channel);
  return sort !== undefined && sort !== DEFAULT_FILTER_SORT ? `${path}?sort=${sort}` : path;
}

/** The segments of `/{channel}/{year}/{label}/{area}` as a router hands them over. */
export interface CategorySegments {
  year?: string;
  label?: string;
  area?: string;
}

/** The contract's lists a category URL is checked against (REGION_CODES, FILTER_SORTS). */
export interface CategoryVocabulary {
  regions: readonly RegionCode[];
  sorts: readonly FilterSort[];
}

const YEAR_SEGMENT = /^[0-9]{4}$/;
const LABEL_SEGMENT = /^[a-z0-9-]{1,40}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The filter of a category URL, the inverse of `categoryHref`; null when a segment cannot be one
 * (not a year, a slug or a region code), so the page can answer not-found. An unknown sort is
 * dropped. Whether a year or slug is one the channel offers is for the page to check against its
 * filter conditions.
 */
export function parseCategoryFilter(
  segments: CategorySegments,
  search: string,
  vocabulary: CategoryVocabulary,
): CategoryFilter | null {
  const filter: CategoryFilter = {};
  const { year, label, area } = segments;
  if (year !== undefined && year !== ANY_SEGMENT) {
    if (!YEAR_SEGMENT.test(year)) return null;
    filter.year = Number(year);
  }
  if (label !== undefined && label !== ANY_SEGMENT) {
    if (!LABEL_SEGMENT.test(label)) return null;
    filter.label = label;
  }
  if (area !== undefined && area !== ANY_SEGMENT) {
    if (!isOneOf(vocabulary.regions, area)) return null;
    filter.area = area;
  }
  const sort = new URLSearchParams(search).get('sort');
  if (sort !== null && isOneOf(vocabulary.sorts, sort)) filter.sort = sort;
  return filter;
}

/**
 * The region code (a category URL's area) of a Chinese region name as the API sends and takes it
 * (`country`: 美国 -> us), from the contract's REGION_NAMES; undefined for a name not in it.
 */
export function regionCodeOfName(
  regionNames: Readonly<Record<RegionCode, string>>,
  name: string,
): RegionCode | undefined {
  return (Object.keys(regionNames) as RegionCode[]).find((code) => regionNames[code] === name);
}
