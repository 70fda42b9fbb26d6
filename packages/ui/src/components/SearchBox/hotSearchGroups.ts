import type { HotSearch } from '@xinghe/contracts/client';

/** SPEC "Search box": the hot list is shown in groups of six. */
export const HOT_SEARCH_GROUP_SIZE = 6;

/** SPEC "Search box": entries with this label are live entries; they lead to the live channel. */
export const LIVE_HOT_SEARCH_LABEL = '直播';

export const isLiveHotSearch = (entry: Pick<HotSearch, 'label'>) =>
  entry.label === LIVE_HOT_SEARCH_LABEL;

/** Splits a list into consecutive groups of `size` (the last one may be shorter). */
export function groupHotSearches<T>(
  hot: readonly T[],
  size: number = HOT_SEARCH_GROUP_SIZE,
): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`group size must be >= 1: ${size}`);
  const groups: T[][] = [];
  for (let start = 0; start < hot.length; start += size)
    groups.push(hot.slice(start, start + size));
  return groups;
}

/** The group after `index`, wrapping to the first after the last (换一批). */
export function nextGroupIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}
