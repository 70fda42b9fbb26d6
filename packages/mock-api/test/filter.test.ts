import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FilterPage,
  REGION_CODES,
  VOD_TYPES,
  type FilterBody,
  type FilterPage as Page,
} from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { titleOf, titlesPassing, type Criteria } from './oracle';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const filter = (payload: Record<string, unknown>) =>
  call<Page>(app, { method: 'POST', url: '/v3/web/api/filter', payload });

/** Every page of a filter, walked until hasMore is false. */
async function allPages(payload: Partial<FilterBody>, pageSize = 60) {
  const pages: Page[] = [];
  for (let page = 1; ; page++) {
    const { body } = await filter({ ...payload, page, pageSize });
    expect(body.code).toBe(0);
    pages.push(body.data);
    if (!body.data.hasMore) return pages;
    expect(page).toBeLessThan(100);
  }
}

describe('POST /v3/web/api/filter', () => {
  it('without filters lists a channel, 24 at a time, most popular first', async () => {
    const { status, body } = await filter({ type: 'movie' });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(FilterPage, body.data)).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(24);
    expect(body.data.list).toHaveLength(24);
    expect(body.data.total).toBe(titlesPassing({ type: 'movie' }).length);
    expect(body.data.hasMore).toBe(true);
    const popularity = body.data.list.map((item) => titleOf(item.id).popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(body.data.list.every((item) => item.type === 'movie')).toBe(true);
  });

  const combinations: (Criteria & { year?: string })[] = [
    { type: 'drama', genre: '古装' },
    { type: 'drama', region: 'kr' },
    { type: 'movie', year: '2026', from: 2026, to: 2026 },
    { type: 'movie', year: '2010-2019', from: 2010, to: 2019 },
    { type: 'animation', genre: '热血', region: 'jp', year: '2020-2023', from: 2020, to: 2023 },
    { type: 'documentary', genre: '自然', region: 'gb' },
  ];

  it.each(combinations)(
    'narrows to exactly the titles passing every filter: %o',
    async ({ from, to, ...payload }) => {
      const pages = await allPages(payload);
      const items = pages.flatMap((p) => p.list);
      const expected = titlesPassing({ ...payload, from, to });
      expect(expected.length).toBeGreaterThan(0);
      expect(pages.every((p) => p.total === expected.length)).toBe(true);
      for (const item of items) {
        expect(item.type).toBe(payload.type);
        if (payload.genre) expect(item.genres).toContain(payload.genre);
        if (payload.region) expect(item.region).toBe(payload.region);
        if (from !== undefined) expect(item.year).toBeGreaterThanOrEqual(from);
        if (to !== undefined) expect(item.year).toBeLessThanOrEqual(to);
      }
      // Paging covers every match once: no item lost, none repeated across pages.
      expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(
        expected.map((t) => t.id).sort((a, b) => a - b),
      );
    },
  );

  it('treats empty filters (全部) as no filter', async () => {
    const plain = await filter({ type: 'variety' });
    const empty = await filter({ type: 'variety', genre: '', region: '', year: '' });
    expect(empty.body).toEqual(plain.body);
  });

  it('sorts by latest update, by popularity and by score, ties broken by id', async () => {
    const keys = {
      latest: (id: number) => [-titleOf(id).updatedAt, id],
      hottest: (id: number) => [-titleOf(id).popularity, id],
      rating: (id: number) => [-titleOf(id).score, -titleOf(id).popularity, id],
    };
    for (const [sort, key] of Object.entries(keys)) {
      const items = (await allPages({ type: 'children', sort: sort as FilterBody['sort'] }))
        .flatMap((p) => p.list)
        .map((item) => item.id);
      const sorted = [...items].sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
        return 0;
      });
      expect(items, sort).toEqual(sorted);
    }
  });

  it('pages with the size asked for and reports whether more follow', async () => {
    // The documentary region with the most titles, so there are several pages whatever the seed.
    const region = REGION_CODES.map((code) => ({
      code,
      total: titlesPassing({ type: 'documentary', region: code }).length,
    })).sort((a, b) => b.total - a.total)[0]!.code;
    const criteria = { type: 'documentary', region } as const;
    const total = titlesPassing(criteria).length;
    const pageSize = 5;
    const last = Math.ceil(total / pageSize);
    expect(last).toBeGreaterThan(1);
    const lastPage = await filter({ ...criteria, page: last, pageSize });
    expect(lastPage.body.data).toMatchObject({ page: last, pageSize, total, hasMore: false });
    expect(lastPage.body.data.list).toHaveLength(total - (last - 1) * pageSize);
    const before = await filter({ ...criteria, page: last - 1, pageSize });
    expect(before.body.data.hasMore).toBe(true);
    const past = await filter({ ...criteria, page: last + 1, pageSize });
    expect(past.body.data).toMatchObject({ list: [], total, hasMore: false });
  });

  it('accepts any year or range, not only the offered ones', async () => {
    const { body } = await filter({ type: 'movie', year: '2015', pageSize: 60 });
    expect(body.data.total).toBe(titlesPassing({ type: 'movie', from: 2015, to: 2015 }).length);
    expect(body.data.list.every((item) => item.year === 2015)).toBe(true);
  });

  it('answers with an empty list when nothing passes', async () => {
    const { body } = await filter({ type: 'movie', year: '1900-1950' });
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { list: [], total: 0, page: 1, pageSize: 24, hasMore: false },
    });
  });

  it.each([
    [{ type: 'sports' }, '参数错误：type'],
    [{}, '参数错误：type'],
    [{ type: 'movie', genre: '古装' }, '参数错误：genre'],
    [{ type: 'movie', region: 'mars' }, '参数错误：region'],
    [{ type: 'movie', year: '20' }, '参数错误：year'],
    [{ type: 'movie', year: '2019-2010' }, '参数错误：year'],
    [{ type: 'movie', sort: 'random' }, '参数错误：sort'],
    [{ type: 'movie', page: 0 }, '参数错误：page'],
    [{ type: 'movie', page: 1.5 }, '参数错误：page'],
    [{ type: 'movie', page: 1e300 }, '参数错误：page'],
    [{ type: 'movie', pageSize: 0 }, '参数错误：pageSize'],
    [{ type: 'movie', pageSize: 61 }, '参数错误：pageSize'],
  ])('refuses %o with code 400: %s', async (payload, msg) => {
    const { status, body } = await filter(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a body that is not JSON with code 400, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v3/web/api/filter',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it('lists every channel', async () => {
    for (const type of VOD_TYPES) {
      const { body } = await filter({ type, pageSize: 1 });
      expect(body.data.total).toBe(titlesPassing({ type }).length);
    }
  });
});
