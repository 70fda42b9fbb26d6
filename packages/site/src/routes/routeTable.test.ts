import { renderHook } from '@testing-library/react';
import { useRouter } from 'wouter';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './pageMeta';
import { canonicalPath, pagePaths, specPagePaths, type PagePath } from './paths';
import { resolveRoute, routeTable } from './routeTable';
import { sampleUrl, specRoutes } from '../../test/fixtures/specRoutes';

/** wouter's own default parser, the one the app's router uses. */
const { parser } = renderHook(() => useRouter()).result.current;
const resolve = (url: string) => resolveRoute(parser, url.replace(/\?.*$/, ''));

describe('route table', () => {
  it('resolves every route of routes.tsv to its own page', () => {
    for (const spec of specRoutes) {
      const { route } = resolve(sampleUrl(spec));
      expect(route, spec).not.toBeNull();
      expect(pagePaths.find((p) => p.id === route!.id)?.spec, spec).toBe(spec);
      expect(pageMeta[route!.id].title, spec).toMatch(/^星河影视 - /);
    }
    // One record per pattern: the six channel pages also answer their filtered form.
    const filtered = pagePaths.filter((p: PagePath) => p.filteredPattern !== undefined);
    expect(filtered.map((p) => p.id)).toEqual([
      'movie',
      'drama',
      'variety',
      'animation',
      'children',
      'documentary',
    ]);
    expect(routeTable).toHaveLength(pagePaths.length + filtered.length);
    expect(specPagePaths.map((p) => p.spec)).toEqual([...specRoutes]);
  });

  it('passes path parameters to the page', () => {
    expect(resolve('/vod/play-thrid/9b1169e9b7c04/7')).toMatchObject({
      route: { id: 'vodPlayThird' },
      params: { id: '9b1169e9b7c04', ep: '7' },
    });
    expect(resolve('/vod/detail/LX89vyQfIj')).toMatchObject({
      route: { id: 'vodDetail' },
      params: { id: 'LX89vyQfIj' },
    });
    expect(resolve('/zj/5/2')).toMatchObject({
      route: { id: 'embedPlayer', header: 'hidden' },
      params: { id: '5', episode: '2' },
    });
    expect(resolve('/live/cctv1').route?.id).toBe('liveChannel');
    expect(resolve('/live').route?.id).toBe('live');
    expect(resolve('/sports/live/3').route?.id).toBe('sportsLive');
  });

  it('opens a channel page in the real site form with its filter segments', () => {
    expect(resolve('/movie/2024/dongzuo/us')).toMatchObject({
      route: { id: 'movie' },
      params: { year: '2024', label: 'dongzuo', area: 'us' },
    });
    expect(resolve('/documentary/all/all/all').route?.id).toBe('documentary');
    expect(resolve('/drama').route?.id).toBe('drama');
  });

  it('names a channel page filtered by nothing by the channel alone', () => {
    expect(canonicalPath('/movie/all/all/all')).toBe('/movie');
    expect(canonicalPath('/movie/all/all/all?sort=latest')).toBe('/movie');
    expect(canonicalPath('/movie/2024/dongzuo/us?sort=latest')).toBe('/movie/2024/dongzuo/us');
    expect(canonicalPath('/vod/play-thrid/9b1169e9b7c04/1')).toBe(
      '/vod/play-official/9b1169e9b7c04/1',
    );
    expect(canonicalPath('/nope/all/all/all')).toBe('/nope/all/all/all');
  });

  it('resolves unknown paths to no route (the 404 page)', () => {
    for (const url of [
      '/nope',
      '/vod/detail',
      '/vod/detail/1/2',
      '/movie/x',
      '/movie/1/2',
      '/zj/1',
    ]) {
      expect(resolve(url).route, url).toBeNull();
    }
  });

  it('gives the six channels one category page and search its own pages', () => {
    const pageOf = (id: string) => routeTable.find((r) => r.id === id)?.page;
    const channels = ['movie', 'drama', 'variety', 'animation', 'children', 'documentary'];
    for (const id of channels) expect(pageOf(id), id).toBe(pageOf('movie'));
    const distinct = new Set([
      pageOf('home'),
      pageOf('movie'),
      pageOf('search'),
      pageOf('searchPhone'),
    ]);
    expect(distinct.size).toBe(4);
    // Which routes still show the coming-soon placeholder is the completeness test's list.
  });

  it('hides the header exactly where SPEC "Layout rules" says', () => {
    const hidden = routeTable.filter((r) => r.header === 'hidden').map((r) => r.path);
    expect(hidden.sort()).toEqual(
      [
        '/privacy',
        '/zj/:id/:episode',
        '/userinfo',
        '/search-phone',
        '/invite',
        '/invite-h5',
      ].sort(),
    );
    expect(routeTable.find((r) => r.id === 'download')?.header).toBe('transparent');
    expect(routeTable.find((r) => r.id === 'vodPlayOfficial')?.header).toBe('fade');
    expect(routeTable.find((r) => r.id === 'home')?.header).toBe('scroll');
  });
});
