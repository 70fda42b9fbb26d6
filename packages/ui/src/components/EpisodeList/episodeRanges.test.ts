import { describe, expect, it } from 'vitest';
import { episodeName } from './EpisodeList';
import { episodeRanges, rangeHolds } from './episodeRanges';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('episodeRanges', () => {
  it('cuts a long series into ranges of the given size, the last one short', () => {
    expect(episodeRanges(numbers(120), 50, 'asc')).toEqual([
      { from: 1, to: 50 },
      { from: 51, to: 100 },
      { from: 101, to: 120 },
    ]);
  });

  it('reverses the ranges and their bounds in descending order', () => {
    expect(episodeRanges(numbers(120), 50, 'desc')).toEqual([
      { from: 120, to: 101 },
      { from: 100, to: 51 },
      { from: 50, to: 1 },
    ]);
  });

  it('keeps a short series in one range and counts on sorted numbers', () => {
    expect(episodeRanges([3, 1, 2], 50, 'asc')).toEqual([{ from: 1, to: 3 }]);
    expect(episodeRanges([], 50, 'asc')).toEqual([]);
  });

  it('tells whether an episode falls in a range either way round', () => {
    expect(rangeHolds({ from: 51, to: 100 }, 51)).toBe(true);
    expect(rangeHolds({ from: 100, to: 51 }, 75)).toBe(true);
    expect(rangeHolds({ from: 100, to: 51 }, 50)).toBe(false);
  });
});

describe('episodeName', () => {
  it('uses the title when it carries the number, else prefixes 第N集', () => {
    expect(episodeName({ ep: 3, title: '第3期', duration: 1 })).toBe('第3期');
    expect(episodeName({ ep: 40, title: '大结局', duration: 1 })).toBe('第40集 大结局');
    expect(episodeName({ ep: 2, title: '', duration: 1 })).toBe('第2集');
  });
});
