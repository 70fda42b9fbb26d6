import type { FilterConditionData } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import { TRADITIONAL_REGION_NAMES } from '../content/regionNames';
import { filterBodyOf, filterKey, keepOffered, yearRangeOf } from './catalogueQuery';

const condition: FilterConditionData = {
  label: [
    ['动作', 'dongzuo'],
    ['真人秀', 'zhenrenxiu'],
  ],
  country: ['美国', '香港'],
  time: [2026, 2020, 2010, 1990],
};

describe('a category filter as the API takes it', () => {
  it('names the channel, genre and region in Chinese and turns a year option into years', () => {
    expect(
      filterBodyOf(
        'variety',
        { label: 'zhenrenxiu', area: 'hk', year: 2020, sort: 'latest' },
        condition.label,
        3,
      ),
    ).toEqual({
      chName: '综艺',
      label: '真人秀',
      country: '香港',
      startTime: 2020,
      endTime: 2020,
      sort: 'latest',
      page: 3,
      pageSize: 24,
    });
  });

  it('reads an option below the first single year as its decade, and no year as no bound', () => {
    expect(yearRangeOf(2010)).toEqual({ startTime: 2010, endTime: 2019 });
    expect(yearRangeOf(1990)).toEqual({ startTime: 1990, endTime: 1999 });
    expect(yearRangeOf(2020)).toEqual({ startTime: 2020, endTime: 2020 });
    expect(yearRangeOf(undefined)).toEqual({ startTime: 0, endTime: 0 });
  });

  it('narrows nothing by a genre slug the channel does not have', () => {
    expect(filterBodyOf('movie', { label: 'kehuan' }, condition.label, 1)).toMatchObject({
      chName: '电影',
      label: '',
      country: '',
    });
  });

  it('drops values the channel does not offer, keeping the rest', () => {
    expect(
      keepOffered({ label: 'kehuan', year: 2026, area: 'us', sort: 'rating' }, condition),
    ).toEqual({ year: 2026, area: 'us', sort: 'rating' });
    expect(keepOffered({ year: 2011, area: 'jp' }, condition)).toEqual({});
    expect(keepOffered({ label: 'dongzuo', year: 2010 }, condition)).toEqual({
      label: 'dongzuo',
      year: 2010,
    });
  });

  it('reads the regions of a reply converted for a zh-TW viewer by their converted names', () => {
    const converted = { ...condition, country: ['美國', '香港'] };
    expect(keepOffered({ area: 'us' }, converted, TRADITIONAL_REGION_NAMES)).toEqual({
      area: 'us',
    });
    expect(keepOffered({ area: 'cn' }, converted, TRADITIONAL_REGION_NAMES)).toEqual({});
  });

  it('tells two filters apart exactly when a row differs', () => {
    expect(filterKey({ year: 2010 })).toBe(filterKey({ year: 2010 }));
    expect(filterKey({ year: 2010 })).not.toBe(filterKey({ year: 2010, sort: 'latest' }));
    expect(filterKey({})).not.toBe(filterKey({ area: 'us' }));
  });
});
