import type { FilterConditionData } from '@xinghe/contracts/client';
import { snapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueActions, catalogueState } from './catalogue';
import { controlledClient, ok, scriptedClient, settle } from '../../test/storeClients';

afterEach(() => catalogueActions.reset());

/** A card with only the real fields (K): id, name, img, countStr. */
const video = (n: number) => ({
  id: `Mv${String(n).padStart(8, '0')}`,
  name: `影片${n}`,
  img: `/api/images/poster/Mv${n}.webp`,
  countStr: 'HD',
});
const ids = (ns: number[]) => ns.map((n) => video(n).id);

/** A page as our mock sends it (page and hasMore are ours). */
const page = (ns: number[], pageNo = 1, hasMore = true) => ({
  list: ns.map(video),
  total: 60,
  page: pageNo,
  pageSize: 24,
  hasMore,
});

const condition: FilterConditionData = {
  label: [
    ['动作', 'dongzuo'],
    ['喜剧', 'xiju'],
  ],
  country: ['美国', '大陆'],
  time: [2026, 2025, 2020, 2010],
};

/** The movie channel's condition, loaded (a genre's name is looked up in it). */
async function withCondition() {
  await catalogueActions.loadFilters('movie', scriptedClient([ok(condition)]).client);
}

/** A category as its page reads it: the filter bar's load and the results' list. */
const view = (type: 'movie' | 'drama') => {
  const entry = snapshot(catalogueState).byType[type];
  return (
    entry && {
      filterStatus: entry.filters.status,
      condition: entry.filters.data,
      selected: entry.selected,
      status: entry.results.status,
      error: entry.results.failure?.msg,
      items: entry.results.data?.items ?? [],
      page: entry.results.data?.page,
      total: entry.results.data?.total,
      hasMore: entry.results.data?.hasMore,
      loadingMore: entry.loadingMore,
    }
  );
};
const movie = () => view('movie');

describe('catalogue store', () => {
  it('loads the filter conditions once per category', async () => {
    const { client, urls } = scriptedClient([ok(condition)]);
    await Promise.all([
      catalogueActions.loadFilters('movie', client),
      catalogueActions.loadFilters('movie', client),
    ]);
    await catalogueActions.loadFilters('movie', client);
    expect(urls).toEqual([`/v3/web/api/getFilterCondition?chName=${encodeURIComponent('电影')}`]);
    expect(movie()).toMatchObject({ filterStatus: 'loaded', condition });
  });

  it('asks for page 1 of the selected filter in the real terms and shows it', async () => {
    await withCondition();
    const { client, requests } = controlledClient();
    const done = catalogueActions.select(
      'movie',
      { label: 'dongzuo', area: 'us', year: 2010, sort: 'rating' },
      { client },
    );
    await settle();
    expect(requests[0]?.url).toBe('/v3/web/api/filter');
    expect(requests[0]?.body).toEqual({
      chName: '电影',
      label: '动作',
      country: '美国',
      startTime: 2010,
      endTime: 2019,
      sort: 'rating',
      page: 1,
      pageSize: 24,
    });
    expect(movie()?.status).toBe('loading');
    requests[0]?.answer(ok(page([1, 2])));
    await done;
    expect(movie()).toMatchObject({ status: 'loaded', page: 1, hasMore: true, total: 60 });
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([1, 2]));
  });

  it('asks for everything with zero years (the client leaves empty names out), one year as both bounds', async () => {
    await withCondition();
    const { client, requests } = scriptedClient([ok(page([1])), ok(page([2]))]);
    await catalogueActions.select('movie', {}, { client });
    await catalogueActions.select('movie', { year: 2025 }, { client });
    expect(requests.map((r) => r.body)).toEqual([
      { chName: '电影', startTime: 0, endTime: 0, page: 1, pageSize: 24 },
      { chName: '电影', startTime: 2025, endTime: 2025, page: 1, pageSize: 24 },
    ]);
  });

  it('loads the condition first when a genre is asked for by its slug', async () => {
    const { client, requests } = controlledClient();
    const done = catalogueActions.select('movie', { label: 'xiju' }, { client });
    await settle();
    expect(requests.map((r) => r.url)).toEqual([
      `/v3/web/api/getFilterCondition?chName=${encodeURIComponent('电影')}`,
    ]);
    requests[0]?.answer(ok(condition));
    await settle();
    expect(requests[1]?.body).toMatchObject({ chName: '电影', label: '喜剧' });
    requests[1]?.answer(ok(page([1])));
    await done;
    expect(movie()?.status).toBe('loaded');
  });

  it('goes on while total says so when the reply has no page or hasMore (the real API)', async () => {
    await withCondition();
    const { client, requests } = scriptedClient([
      ok({ list: [1, 2].map(video), total: 30 }),
      ok({ list: [3].map(video), total: 30 }),
    ]);
    await catalogueActions.select('movie', {}, { client });
    expect(movie()).toMatchObject({ status: 'loaded', page: 1, hasMore: true, total: 30 });
    await catalogueActions.loadMore('movie', client);
    expect(requests[1]?.body).toMatchObject({ page: 2 });
    expect(movie()).toMatchObject({ page: 2, hasMore: false });
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([1, 2, 3]));
  });

  it('keeps the shown results when the same filters are selected again', async () => {
    const { client, urls } = scriptedClient([ok(page([1]))]);
    await catalogueActions.select('movie', { area: 'us' }, { client });
    await catalogueActions.select('movie', { area: 'us' }, { client });
    expect(urls).toHaveLength(1);
  });

  it('drops a reply for filters that were changed while it was in flight', async () => {
    await withCondition();
    const { client, requests } = controlledClient();
    const stale = catalogueActions.select('movie', { label: 'dongzuo' }, { client });
    await settle();
    const fresh = catalogueActions.select('movie', { label: 'xiju' }, { client });
    await settle();
    requests[1]?.answer(ok(page([50, 51], 1, false)));
    await fresh;
    requests[0]?.answer(ok(page([1, 2])));
    await stale;
    expect(movie()?.selected).toEqual({ label: 'xiju' });
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([50, 51]));
    expect(movie()?.hasMore).toBe(false);
  });

  it('drops a next page that arrives after the filters changed', async () => {
    await withCondition();
    const { client, requests } = controlledClient();
    const first = catalogueActions.select('movie', {}, { client });
    await settle();
    requests[0]?.answer(ok(page([1, 2])));
    await first;
    const more = catalogueActions.loadMore('movie', client);
    await settle();
    const changed = catalogueActions.select('movie', { year: 2010 }, { client });
    await settle();
    requests[2]?.answer(ok(page([70])));
    await changed;
    requests[1]?.answer(ok(page([3, 4], 2)));
    await more;
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([70]));
    expect(movie()?.page).toBe(1);
  });

  it('appends further pages without duplicates, one request at a time, until the end', async () => {
    await withCondition();
    const { client, requests } = controlledClient();
    const first = catalogueActions.select('movie', {}, { client });
    await settle();
    requests[0]?.answer(ok(page([1, 2, 3])));
    await first;
    const more = catalogueActions.loadMore('movie', client);
    void catalogueActions.loadMore('movie', client); // a second scroll event while loading
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ page: 2 });
    requests[1]?.answer(ok(page([3, 4, 5], 2, false)));
    await more;
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([1, 2, 3, 4, 5]));
    expect(movie()).toMatchObject({ page: 2, hasMore: false, loadingMore: false });
    await catalogueActions.loadMore('movie', client);
    expect(requests).toHaveLength(2);
  });

  it('shows an error with the API message and retries the same filters', async () => {
    const { client } = scriptedClient([
      { body: { code: 400, msg: '不支持的类型筛选', data: null } },
      ok(page([1])),
    ]);
    await catalogueActions.select('movie', { year: 1900 }, { client });
    expect(movie()).toMatchObject({ status: 'error', error: '不支持的类型筛选' });
    await catalogueActions.select('movie', { year: 1900 }, { client });
    expect(movie()?.status).toBe('loaded');
  });

  it('retries the selection shown when told only the channel', async () => {
    const { client, requests } = scriptedClient([
      { body: { code: 500, msg: '服务繁忙', data: null } },
      ok(page([7])),
    ]);
    await catalogueActions.select('movie', { year: 2020, sort: 'rating' }, { client });
    expect(movie()).toMatchObject({ status: 'error', error: '服务繁忙' });
    await catalogueActions.retry('movie', client);
    expect(movie()).toMatchObject({ status: 'loaded', items: [video(7)] });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toEqual(requests[0]?.body);
  });

  it('asks for the filter bar with the first page on a channel’s first request, as the host does', async () => {
    const { client, urls } = scriptedClient([ok(condition), ok(page([1]))]);
    await Promise.all([
      catalogueActions.select('movie', {}, { client }),
      catalogueActions.loadFilters('movie', client),
    ]);
    expect(urls).toEqual([
      `/v3/web/api/getFilterCondition?chName=${encodeURIComponent('电影')}`,
      '/v3/web/api/filter',
    ]);
    expect(movie()).toMatchObject({ filterStatus: 'loaded', condition, status: 'loaded' });
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([1]));
  });

  it('keeps each category apart', async () => {
    const { client } = scriptedClient([ok(condition), ok(page([1])), ok(condition), ok(page([2]))]);
    await catalogueActions.select('movie', {}, { client });
    await catalogueActions.select('drama', {}, { client });
    expect(movie()?.items[0]?.id).toBe(video(1).id);
    expect(view('drama')?.items[0]?.id).toBe(video(2).id);
  });

  it('starts from a written first screen without asking for it again, and goes on from there', async () => {
    catalogueActions.startFrom({
      category: { type: 'movie', conditions: condition, firstPage: page([1, 2, 3]) },
    });
    const { client, requests } = controlledClient();
    await catalogueActions.loadFilters('movie', client);
    await catalogueActions.select('movie', {}, { client });
    expect(requests).toHaveLength(0);
    expect(movie()).toMatchObject({ status: 'loaded', filterStatus: 'loaded', page: 1 });
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([1, 2, 3]));

    const more = catalogueActions.loadMore('movie', client);
    await settle();
    expect(requests[0]?.body).toMatchObject({ chName: '电影', page: 2 });
    requests[0]?.answer(ok(page([4], 2, false)));
    await more;
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([1, 2, 3, 4]));

    // Another selection is asked for as usual.
    const filtered = catalogueActions.select('movie', { label: 'dongzuo' }, { client });
    await settle();
    expect(requests).toHaveLength(2);
    requests[1]?.answer(ok(page([9], 1, false)));
    await filtered;
    expect(movie()?.items.map((v) => v.id)).toEqual(ids([9]));
  });
});
