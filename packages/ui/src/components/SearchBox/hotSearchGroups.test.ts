import { describe, expect, it } from 'vitest';
import { hotSearchesFixture } from '../../fixtures/browse';
import {
  groupHotSearches,
  HOT_SEARCH_GROUP_SIZE,
  isLiveHotSearch,
  nextGroupIndex,
} from './hotSearchGroups';
import { clipSearchText, SEARCH_MAX_LENGTH } from './useSearchText';

describe('groupHotSearches', () => {
  it('splits the list into consecutive groups of six, the last one shorter', () => {
    const groups = groupHotSearches(hotSearchesFixture, 6);
    expect(groups.map((group) => group.length)).toEqual([6, 6, 6, 2]);
    expect(groups.flat()).toEqual(hotSearchesFixture);
    expect(groups[1]!.map((entry) => entry.index)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('groups in sixes by default (SPEC section 9)', () => {
    expect(HOT_SEARCH_GROUP_SIZE).toBe(6);
    expect(groupHotSearches([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
  });

  it('gives no groups for no entries and one group for six', () => {
    expect(groupHotSearches([], 6)).toEqual([]);
    expect(groupHotSearches([1, 2, 3, 4, 5, 6], 6)).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('refuses a group size below one', () => {
    expect(() => groupHotSearches([1], 0)).toThrow(RangeError);
    expect(() => groupHotSearches([1], 2.5)).toThrow(RangeError);
  });
});

describe('nextGroupIndex', () => {
  it('moves to the next group and wraps after the last', () => {
    expect(nextGroupIndex(0, 4)).toBe(1);
    expect(nextGroupIndex(2, 4)).toBe(3);
    expect(nextGroupIndex(3, 4)).toBe(0);
  });

  it('stays on the only group', () => {
    expect(nextGroupIndex(0, 1)).toBe(0);
  });

  it('gives 0 when there are no groups', () => {
    expect(nextGroupIndex(0, 0)).toBe(0);
    expect(nextGroupIndex(5, -1)).toBe(0);
  });

  it('brings an index left over from a longer list back into range', () => {
    expect(nextGroupIndex(7, 3)).toBe(2);
    expect(nextGroupIndex(-1, 3)).toBe(0);
  });
});

describe('isLiveHotSearch', () => {
  it('is true only for entries labelled 直播', () => {
    const live = hotSearchesFixture.filter(isLiveHotSearch).map((entry) => entry.name);
    expect(live).toEqual(['CCTV-5 体育', '湖南卫视', 'CCTV-1 综合']);
  });
});

describe('clipSearchText', () => {
  it('keeps at most 20 characters (SPEC section 5)', () => {
    expect(SEARCH_MAX_LENGTH).toBe(20);
    const text = '一二三四五六七八九十一二三四五六七八九十多';
    expect(clipSearchText(text)).toBe(text.slice(0, 20));
    expect(clipSearchText('锦绣长安')).toBe('锦绣长安');
  });

  it('never splits a character made of two code units', () => {
    expect(clipSearchText('𠀀𠀀𠀀', 2)).toBe('𠀀𠀀');
  });
});
