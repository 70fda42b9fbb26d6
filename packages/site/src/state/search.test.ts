import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledClient, ok, scriptedClient, settle } from '../../test/storeClients';

async function freshSearch() {
  vi.resetModules();
  return import('./search');
}

/** A search result as the real API sends it (W): the poster is `picurl`. */
const video = (n: number, name = `影片${n}`) => ({
  id: `S${n}`,
  name,
  picurl: `/api/images/poster/S${n}.webp`,
  countStr: 'HD',
});

const searchPage = (word: string, ids: number[], page = 1, hasMore = true) => ({
  word,
  list: ids.map((id) => video(id)),
  total: 100,
  page,
  pageSize: 24,
  hasMore,
  lives:
    page === 1 ? [{ id: 'cctv1', name: 'CCTV-1 综合', category: '央视', url: '/live/cctv1' }] : [],
});

const actors = {
  list: [{ id: 9, name: '张三', avatar: '/api/images/avatar/9.webp', role: '演员', works: 4 }],
};

/** The keyword's results as the page reads them. */
function resultsOf(state: Awaited<ReturnType<typeof freshSearch>>['searchState']) {
  const { word, results, loadingMore } = snapshot(state);
  const found = results.data;
  return {
    word,
    status: results.status,
    error: results.failure?.msg,
    videos: found?.videos.items ?? [],
    actors: found?.actors ?? [],
    lives: found?.lives ?? [],
    page: found?.videos.page,
    hasMore: found?.videos.hasMore,
    loadingMore,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('search history (SPEC section 4)', () => {
  it('puts a new keyword first, removes its earlier copy and keeps 15', async () => {
    const { searchActions, searchState } = await freshSearch();
    for (let i = 1; i <= 17; i++) searchActions.remember(`词${i}`);
    searchActions.remember('  词10 ');
    expect(searchState.history).toHaveLength(15);
    expect(searchState.history.slice(0, 3)).toEqual(['词10', '词17', '词16']);
    expect(searchState.history.filter((w) => w === '词10')).toHaveLength(1);
    expect(searchState.history).not.toContain('词1');
  });

  it('ignores blank keywords and cuts long ones to 20 characters', async () => {
    const { searchActions, searchState } = await freshSearch();
    searchActions.remember('   ');
    expect(searchState.history).toEqual([]);
    searchActions.remember('一二三四五六七八九十一二三四五六七八九十多余');
    expect(searchState.history).toEqual(['一二三四五六七八九十一二三四五六七八九十']);
  });

  it('is stored under `keywords` and read back after a reload', async () => {
    const first = await freshSearch();
    first.searchActions.remember('长安');
    first.searchActions.remember('流浪地球');
    expect(JSON.parse(localStorage.getItem('keywords')!)).toEqual(['流浪地球', '长安']);

    const reloaded = await freshSearch();
    expect(snapshot(reloaded.searchState).history).toEqual(['流浪地球', '长安']);
    reloaded.searchActions.clearHistory();
    expect(localStorage.getItem('keywords')).toBeNull();
    expect(reloaded.searchState.history).toEqual([]);
  });

  it('reads a damaged or oversized stored history safely', async () => {
    localStorage.setItem('keywords', '{not json');
    expect((await freshSearch()).searchState.history).toEqual([]);
    localStorage.setItem('keywords', JSON.stringify({ a: 1 }));
    expect((await freshSearch()).searchState.history).toEqual([]);
    const stored = ['a', 'b', 'a', 7, ...Array.from({ length: 20 }, (_, i) => `w${i}`)];
    localStorage.setItem('keywords', JSON.stringify(stored));
    const { history } = (await freshSearch()).searchState;
    expect(history).toHaveLength(15);
    expect(history.slice(0, 3)).toEqual(['a', 'b', 'w0']);
  });
});

describe('hot searches', () => {
  it('are requested once, however often the dropdown asks', async () => {
    const { searchActions } = await freshSearch();
    const { appState } = await import('./app');
    const hot = [{ index: 1, name: '长安十二时辰', label: '电视剧', id: 7, url: '/vod/detail/7' }];
    const { client, urls } = scriptedClient([ok({ data: hot })]);
    await Promise.all([
      searchActions.loadHotSearches(client),
      searchActions.loadHotSearches(client),
    ]);
    await searchActions.loadHotSearches(client);
    expect(urls).toEqual(['/v3/web/api/getSearchOptions']);
    expect(appState.hotSearchList.map((h) => h.name)).toEqual(['长安十二时辰']);
  });

  it('fail silently and are asked for again next time', async () => {
    const { searchActions } = await freshSearch();
    const { appState } = await import('./app');
    const hot = [{ index: 1, name: '湖南卫视', label: '直播', id: 5, url: '/live/5' }];
    const { client, urls } = scriptedClient([{ status: 502, body: {} }, ok({ data: hot })]);
    await expect(searchActions.loadHotSearches(client)).resolves.toBeUndefined();
    expect(appState.hotSearchList).toEqual([]);
    await searchActions.loadHotSearches(client);
    expect(urls).toHaveLength(2);
    expect(appState.hotSearchList[0]?.label).toBe('直播');
  });
});

describe('search results', () => {
  it('loads films and series, actors and live channels of a keyword and records it', async () => {
    const { searchActions, searchState } = await freshSearch();
    const { client, requests } = controlledClient();
    const done = searchActions.search(' 长安 ', { client });
    expect(resultsOf(searchState)).toMatchObject({ word: '长安', status: 'loading' });
    await settle();
    expect(requests.map((r) => r.url)).toEqual([
      '/v3/web/api/search',
      '/metadata/v1/actor/searchActor?word=%E9%95%BF%E5%AE%89',
    ]);
    expect(requests[0]?.body).toEqual({ word: '长安', page: 1, pageSize: 24 });
    requests[0]?.answer(ok(searchPage('长安', [1, 2])));
    requests[1]?.answer(ok(actors));
    await done;
    const results = resultsOf(searchState);
    expect(results.status).toBe('loaded');
    expect(results.videos.map((v) => v.id)).toEqual(['S1', 'S2']);
    expect(results.actors[0]?.name).toBe('张三');
    expect(results.lives[0]?.url).toBe('/live/cctv1');
    expect(searchState.history).toEqual(['长安']);
  });

  it('drops the reply of an earlier keyword that arrives after a newer search', async () => {
    const { searchActions, searchState } = await freshSearch();
    const { client, requests } = controlledClient();
    const first = searchActions.search('长安', { client });
    await settle();
    const second = searchActions.search('流浪', { client });
    await settle();
    // The newer search answers first; the older one limps in afterwards.
    requests[2]?.answer(ok(searchPage('流浪', [30, 31])));
    requests[3]?.answer(ok({ list: [] }));
    await second;
    requests[0]?.answer(ok(searchPage('长安', [1, 2])));
    requests[1]?.answer(ok(actors));
    await first;
    expect(resultsOf(searchState).word).toBe('流浪');
    expect(resultsOf(searchState).videos.map((v) => v.id)).toEqual(['S30', 'S31']);
    expect(resultsOf(searchState).actors).toEqual([]);
  });

  it('appends the next page without duplicates and stops at the end', async () => {
    const { searchActions, searchState } = await freshSearch();
    const { client } = scriptedClient([
      ok(searchPage('长安', [1, 2, 3])),
      ok(actors),
      ok(searchPage('长安', [3, 4], 2, false)),
    ]);
    await searchActions.search('长安', { client });
    await searchActions.loadMore(client);
    expect(resultsOf(searchState).videos.map((v) => v.id)).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(resultsOf(searchState)).toMatchObject({ page: 2, hasMore: false, loadingMore: false });
    await searchActions.loadMore(client); // nothing left: no request (the script is empty)
    expect(resultsOf(searchState).videos).toHaveLength(4);
  });

  it('shows a reply with only the real fields as cards, and pages on while total says so', async () => {
    const { searchActions, searchState } = await freshSearch();
    const { client, requests } = scriptedClient([
      ok({ list: [video(1, '长安十二时辰')], total: 30 }),
      ok(actors),
      ok({ list: [video(2)], total: 30 }),
    ]);
    await searchActions.search('长安', { client });
    expect(resultsOf(searchState)).toMatchObject({ status: 'loaded', page: 1, hasMore: true });
    expect(resultsOf(searchState).lives).toEqual([]);
    expect(resultsOf(searchState).videos).toEqual([
      { id: 'S1', name: '长安十二时辰', img: '/api/images/poster/S1.webp', countStr: 'HD' },
    ]);
    await searchActions.loadMore(client);
    expect(requests[2]?.body).toEqual({ word: '长安', page: 2, pageSize: 24 });
    expect(resultsOf(searchState).videos.map((v) => v.img)).toEqual([
      '/api/images/poster/S1.webp',
      '/api/images/poster/S2.webp',
    ]);
    expect(resultsOf(searchState)).toMatchObject({ page: 2, hasMore: false });
  });

  it('shows the error of a failed search and keeps the actors optional', async () => {
    const { searchActions, searchState } = await freshSearch();
    const { client } = scriptedClient([
      { body: { code: 400, msg: '请输入搜索内容', data: null } },
      ok(actors),
      ok(searchPage('长安', [1])),
      { status: 500, body: {} },
    ]);
    await searchActions.search('长安', { client });
    expect(resultsOf(searchState)).toMatchObject({ status: 'error', error: '请输入搜索内容' });
    await searchActions.search('长安', { client }); // an error is retried, not kept
    expect(resultsOf(searchState)).toMatchObject({ status: 'loaded', actors: [] });
  });
});
