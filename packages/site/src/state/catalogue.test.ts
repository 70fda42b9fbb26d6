import type { FilterConditionData } from '@xinghe/contracts/client';
import { snapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueActions, catalogueState } from './catalogue';
import { controlledClient, ok, scriptedClient, settle } from '../../test/storeClients';

afterEach(() => catalogueActions.reset());

const video = (id: number, genre = '动作') => ({
  id,
  title: `影片${id}`,
  cover: `/api/images/poster/${id}.webp`,
  type: 'movie' as const,
  year: 2021,
  region: 'us' as const,
  genres: [genre],
  score: 8,
  remark: 'HD',
  episodes: 1,
});

const page = (ids: number[], pageNo = 1, hasMore = true) => ({
  list: ids.map((id) => video(id)),
  total: 60,
  page: pageNo,
  pageSize: 24,
  hasMore,
});

const conditions: FilterConditionData = {
  type: 'movie',
  filters: [
    {
      key: 'genre',
      title: '类型',
      options: [
        { value: '', label: '全部' },
        { value: '动作', label: '动作' },
      ],
    },
  ],
};

const movie = () => snapshot(catalogueState).byType.movie;

describe('catalogue store', () => {
  it('loads the filter conditions once per category', async () => {
    const { client, urls } = scriptedClient([ok(conditions)]);
    await Promise.all([
      catalogueActions.loadFilters('movie', client),
      catalogueActions.loadFilters('movie', client),
    ]);
    await catalogueActions.loadFilters('movie', client);
    expect(urls).toEqual(['/v3/web/api/getFilterCondition?type=movie']);
    expect(movie()).toMatchObject({ filterStatus: 'loaded', filters: conditions.filters });
  });

  it('asks for page 1 of the selected filters and shows it', async () => {
    const { client, requests } = controlledClient();
    const done = catalogueActions.select('movie', { genre: '动作', sort: 'rating' }, { client });
    await settle();
    expect(requests[0]?.url).toBe('/v3/web/api/filter');
    expect(requests[0]?.body).toEqual({
      type: 'movie',
      genre: '动作',
      sort: 'rating',
      page: 1,
      pageSize: 24,
    });
    expect(movie()?.status).toBe('loading');
    requests[0]?.answer(ok(page([1, 2])));
    await done;
    expect(movie()).toMatchObject({ status: 'loaded', page: 1, hasMore: true, total: 60 });
    expect(movie()?.items.map((v) => v.id)).toEqual([1, 2]);
  });

  it('keeps the shown results when the same filters are selected again', async () => {
    const { client, urls } = scriptedClient([ok(page([1]))]);
    await catalogueActions.select('movie', { region: 'us' }, { client });
    await catalogueActions.select('movie', { region: 'us' }, { client });
    expect(urls).toHaveLength(1);
  });

  it('drops a reply for filters that were changed while it was in flight', async () => {
    const { client, requests } = controlledClient();
    const stale = catalogueActions.select('movie', { genre: '动作' }, { client });
    await settle();
    const fresh = catalogueActions.select('movie', { genre: '喜剧' }, { client });
    await settle();
    requests[1]?.answer(ok(page([50, 51], 1, false)));
    await fresh;
    requests[0]?.answer(ok(page([1, 2])));
    await stale;
    expect(movie()?.selected).toEqual({ genre: '喜剧' });
    expect(movie()?.items.map((v) => v.id)).toEqual([50, 51]);
    expect(movie()?.hasMore).toBe(false);
  });

  it('drops a next page that arrives after the filters changed', async () => {
    const { client, requests } = controlledClient();
    const first = catalogueActions.select('movie', {}, { client });
    await settle();
    requests[0]?.answer(ok(page([1, 2])));
    await first;
    const more = catalogueActions.loadMore('movie', client);
    await settle();
    const changed = catalogueActions.select('movie', { year: '2020-2023' }, { client });
    await settle();
    requests[2]?.answer(ok(page([70])));
    await changed;
    requests[1]?.answer(ok(page([3, 4], 2)));
    await more;
    expect(movie()?.items.map((v) => v.id)).toEqual([70]);
    expect(movie()?.page).toBe(1);
  });

  it('appends further pages without duplicates, one request at a time, until the end', async () => {
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
    expect(movie()?.items.map((v) => v.id)).toEqual([1, 2, 3, 4, 5]);
    expect(movie()).toMatchObject({ page: 2, hasMore: false, loadingMore: false });
    await catalogueActions.loadMore('movie', client);
    expect(requests).toHaveLength(2);
  });

  it('shows an error with the API message and retries the same filters', async () => {
    const { client } = scriptedClient([
      { body: { code: 400, msg: '不支持的类型筛选', data: null } },
      ok(page([1])),
    ]);
    await catalogueActions.select('movie', { genre: '不存在' }, { client });
    expect(movie()).toMatchObject({ status: 'error', error: '不支持的类型筛选' });
    await catalogueActions.select('movie', { genre: '不存在' }, { client });
    expect(movie()?.status).toBe('loaded');
  });

  it('keeps each category apart', async () => {
    const { client } = scriptedClient([ok(page([1])), ok(page([2]))]);
    await catalogueActions.select('movie', {}, { client });
    await catalogueActions.select('drama', {}, { client });
    expect(movie()?.items[0]?.id).toBe(1);
    expect(snapshot(catalogueState).byType.drama?.items[0]?.id).toBe(2);
  });

  it('starts from a written first screen without asking for it again, and goes on from there', async () => {
    catalogueActions.startFrom('movie', conditions.filters, page([1, 2, 3]));
    const { client, requests } = controlledClient();
    await catalogueActions.loadFilters('movie', client);
    await catalogueActions.select('movie', {}, { client });
    expect(requests).toHaveLength(0);
    expect(movie()).toMatchObject({ status: 'loaded', filterStatus: 'loaded', page: 1 });
    expect(movie()?.items.map((v) => v.id)).toEqual([1, 2, 3]);

    const more = catalogueActions.loadMore('movie', client);
    await settle();
    expect(requests[0]?.body).toMatchObject({ type: 'movie', page: 2 });
    requests[0]?.answer(ok(page([4], 2, false)));
    await more;
    expect(movie()?.items.map((v) => v.id)).toEqual([1, 2, 3, 4]);

    // Another selection is asked for as usual.
    const filtered = catalogueActions.select('movie', { genre: '动作' }, { client });
    await settle();
    expect(requests).toHaveLength(2);
    requests[1]?.answer(ok(page([9], 1, false)));
    await filtered;
    expect(movie()?.items.map((v) => v.id)).toEqual([9]);
  });
});
