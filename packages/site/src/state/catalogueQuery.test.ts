import { describe, expect, it } from 'vitest';
import { keepOffered, queryFromSelection, selectionFromQuery, withFilter } from './catalogueQuery';

describe('category filters in the URL query', () => {
  it('reads the four filters and writes them back in a fixed order', () => {
    const selection = selectionFromQuery(
      '?sort=rating&year=2020-2023&region=us&genre=%E5%8A%A8%E4%BD%9C',
    );
    expect(selection).toEqual({ genre: '动作', region: 'us', year: '2020-2023', sort: 'rating' });
    expect(decodeURIComponent(queryFromSelection(selection))).toBe(
      '?genre=动作&region=us&year=2020-2023&sort=rating',
    );
  });

  it('ignores unknown keys and values no filter could have', () => {
    expect(selectionFromQuery('page=3&region=xx&year=20&sort=best&genre=&token=a.b.c')).toEqual({});
    expect(selectionFromQuery(`genre=${'长'.repeat(40)}`)).toEqual({});
    expect(selectionFromQuery('year=2026&region=others')).toEqual({
      year: '2026',
      region: 'others',
    });
  });

  it('writes no query at all for 全部 everywhere', () => {
    expect(queryFromSelection({})).toBe('');
  });

  it('changes one row, and 全部 (the empty value) removes it', () => {
    const selected = { genre: '动作', region: 'us' as const };
    expect(withFilter(selected, 'year', '2010-2019')).toEqual({ ...selected, year: '2010-2019' });
    expect(withFilter(selected, 'genre', '')).toEqual({ region: 'us' });
    expect(withFilter(selected, 'sort', 'latest')).toEqual({ ...selected, sort: 'latest' });
    expect(selected).toEqual({ genre: '动作', region: 'us' });
  });

  it('drops values the filter bar does not offer, keeping the rest', () => {
    const groups = [
      { key: 'genre', options: [{ value: '' }, { value: '动作' }] },
      { key: 'year', options: [{ value: '' }, { value: '2026' }] },
    ];
    expect(keepOffered({ genre: '不存在', year: '2026', region: 'us' }, groups)).toEqual({
      year: '2026',
      region: 'us',
    });
    expect(keepOffered({ genre: '动作' }, groups)).toEqual({ genre: '动作' });
  });
});
