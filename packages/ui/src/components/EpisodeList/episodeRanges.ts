/** One tab of a long episode list: episodes `from` to `to`, both included. */
export interface EpisodeRange {
  from: number;
  to: number;
}

/**
 * Splits episode numbers into ranges of `size` (1-50, 51-100, ...), counted on the sorted numbers so
 * a list that starts at 0 or skips numbers still gets full ranges. Descending order reverses the tabs
 * and the bounds, so 倒序 reads 120-101, 100-51, ... from the newest episode.
 */
export function episodeRanges(
  episodeNumbers: readonly number[],
  size: number,
  order: 'asc' | 'desc',
): EpisodeRange[] {
  const sorted = [...episodeNumbers].sort((a, b) => a - b);
  const ranges: EpisodeRange[] = [];
  for (let start = 0; start < sorted.length; start += size) {
    const chunk = sorted.slice(start, start + size);
    ranges.push({ from: chunk[0]!, to: chunk[chunk.length - 1]! });
  }
  return order === 'asc'
    ? ranges
    : ranges.reverse().map(({ from, to }) => ({ from: to, to: from }));
}

/** Whether episode `ep` falls in `range`, whichever way the range runs. */
export function rangeHolds(range: EpisodeRange, ep: number): boolean {
  return ep >= Math.min(range.from, range.to) && ep <= Math.max(range.from, range.to);
}
