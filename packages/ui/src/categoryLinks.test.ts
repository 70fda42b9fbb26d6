import { FILTER_SORTS, REGION_CODES, REGION_NAMES } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  parseCategoryFilter as parseWith,
  regionCodeOfName,
  type CategoryFilter,
  type CategorySegments,
} from './categoryLinks';

const parseCategoryFilter = (segments: CategorySegments, search = '') =>
  parseWith(segments, search, { regions: REGION_CODES, sorts: FILTER_SORTS });

describe('categoryHref', () => {
  it('is the bare channel page when nothing is filtered and the sort is the default', () => {
    expect(categoryHref('movie')).toBe('/movie');
    expect(categoryHref('drama', { sort: 'hottest' })).toBe('/drama');
  });

  it("writes the real site's /{channel}/{year}/{label}/{area} with all for any", () => {
    expect(categoryHref('movie', { year: 2024, label: 'dongzuo', area: 'us' })).toBe(
      '/movie/2024/dongzuo/us',
    );
    expect(categoryHref('movie', { year: 2024, area: 'us' })).toBe('/movie/2024/all/us');
    expect(categoryHref('variety', { label: 'zhenrenxiu' })).toBe('/variety/all/zhenrenxiu/all');
    expect(categoryHref('documentary', { year: 2010 })).toBe('/documentary/2010/all/all');
  });

  it('keeps a sort other than the default as ?sort=', () => {
    expect(categoryHref('movie', { sort: 'latest' })).toBe('/movie?sort=latest');
    expect(categoryHref('movie', { area: 'kr', sort: 'rating' })).toBe(
      '/movie/all/all/kr?sort=rating',
    );
  });
});

describe('parseCategoryFilter', () => {
  it('reads back every filter categoryHref writes', () => {
    const filters: CategoryFilter[] = [
      {},
      { year: 2024, label: 'dongzuo', area: 'us' },
      { area: 'others', sort: 'latest' },
      { year: 1990, label: 'juqing', sort: 'rating' },
    ];
    for (const filter of filters) {
      const [path, search = ''] = categoryHref('movie', filter).split('?');
      const [, , year, label, area] = path!.split('/');
      expect(parseCategoryFilter({ year, label, area }, search)).toEqual(filter);
    }
  });

  it('takes all as any, and /movie/all/all/all as the bare page', () => {
    expect(parseCategoryFilter({ year: 'all', label: 'all', area: 'all' })).toEqual({});
  });

  it('refuses a segment that cannot be a year, a slug or a region code', () => {
    expect(parseCategoryFilter({ year: '24', label: 'all', area: 'all' })).toBeNull();
    expect(parseCategoryFilter({ year: 'all', label: '动作', area: 'all' })).toBeNull();
    expect(parseCategoryFilter({ year: 'all', label: 'all', area: 'xx' })).toBeNull();
  });

  it('ignores an unknown sort', () => {
    expect(parseCategoryFilter({}, 'sort=cheapest')).toEqual({});
  });
});

describe('regionCodeOfName', () => {
  it("maps the API's Chinese region names to the URL's codes", () => {
    expect(regionCodeOfName(REGION_NAMES, '美国')).toBe('us');
    expect(regionCodeOfName(REGION_NAMES, '大陆')).toBe('cn');
    expect(regionCodeOfName(REGION_NAMES, '火星')).toBeUndefined();
  });
});
