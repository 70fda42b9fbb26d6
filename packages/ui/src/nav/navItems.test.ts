import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems, navVisibleCountForWidth, splitNavItems } from './navItems';

describe('navItems', () => {
  it('lists the nine routes in the spec order', () => {
    expect(navItems.map((item) => item.href)).toEqual([
      '/',
      '/movie',
      '/drama',
      '/live',
      '/sports',
      '/variety',
      '/animation',
      '/children',
      '/documentary',
    ]);
  });
});

describe('splitNavItems', () => {
  it('keeps the first n in the bar and the rest for the more menu', () => {
    const { visible, overflow } = splitNavItems(navItems, 6);
    expect(visible.map((item) => item.key)).toEqual([
      'recommend',
      'movie',
      'drama',
      'live',
      'sports',
      'variety',
    ]);
    expect(overflow.map((item) => item.key)).toEqual(['animation', 'children', 'documentary']);
  });

  it('clamps counts outside 0..length', () => {
    expect(splitNavItems(navItems, 20).overflow).toHaveLength(0);
    expect(splitNavItems(navItems, -1).visible).toHaveLength(0);
    expect(splitNavItems(navItems, 2.7).visible).toHaveLength(2);
  });
});

describe('navVisibleCountForWidth', () => {
  it.each([
    [1920, 5],
    [1501, 5],
    [1500, 4],
    [1400, 4],
    [1399, 3],
    [1255, 3],
    [1254, 1],
    [800, 1],
  ])('at %i px shows %i', (width, count) => {
    expect(navVisibleCountForWidth(width)).toBe(count);
  });
});

describe('isNavItemActive', () => {
  it('marks home only on /', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/movie')).toBe(false);
  });

  it('marks a channel on its path and the pages under it', () => {
    expect(isNavItemActive('/live', '/live')).toBe(true);
    expect(isNavItemActive('/live', '/live/12')).toBe(true);
    expect(isNavItemActive('/sports', '/sports/live/3')).toBe(true);
    expect(isNavItemActive('/movie', '/movies')).toBe(false);
    expect(isNavItemActive('/movie', undefined)).toBe(false);
  });
});
