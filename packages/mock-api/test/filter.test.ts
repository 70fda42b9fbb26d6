import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FilterPage,
  REGION_CODES,
  REGION_NAMES,
  VOD_CHANNEL_NAMES,
  VOD_TYPES,
  type FilterBody,
  type FilterPage as Page,
} from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import { titleOf, titlesPassing, vidOf, type Criteria } from './oracle';

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
    const { status, body } = await filter({ chName: '电影' });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(FilterPage, body.data)).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(24);
    expect(body.data.list).toHaveLength(24);
    expect(body.data.total).toBe(titlesPassing({ type: 'movie' }).length);
    expect(body.data.hasMore).toBe(true);
    const popularity = body.data.list.map((item) => titleOf(item.id).popularity);
    for (const item of body.data.list) expect(item.img).toBe(`/api/images/poster/${item.id}.webp`);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(body.data.list.every((item) => item.type === 'movie')).toBe(true);
  });

  /** A filter body of the real shape for the oracle's criteria. */
  const bodyOf = (c: Criteria): Partial<FilterBody> => ({
    chName: VOD_CHANNEL_NAMES[c.type],
    ...(c.genre && { label: c.genre }),
    ...(c.region && { country: REGION_NAMES[c.region] }),
    ...(c.from !== undefined && { startTime: c.from }),
    ...(c.to !== undefined && { endTime: c.to }),
  });

  const combinations: Criteria[] = [
    { type: 'drama', genre: '古装' },
    { type: 'drama', region: 'kr' },
    { type: 'movie', from: 2026, to: 2026 },
    { type: 'movie', from: 2010, to: 2019 },
    { type: 'movie', from: 2024 },
    { type: 'movie', to: 2009 },
    { type: 'animation', genre: '热血', region: 'jp', from: 2020, to: 2023 },
    { type: 'documentary', genre: '自然', region: 'gb' },
  ];

  it.each(combinations)(
    'narrows to exactly the titles passing every filter: %o',
    async (criteria) => {
      const pages = await allPages(bodyOf(criteria));
      const items = pages.flatMap((p) => p.list);
      const expected = titlesPassing(criteria);
      expect(expected.length).toBeGreaterThan(0);
      expect(pages.every((p) => p.total === expected.length)).toBe(true);
      for (const item of items) {
        expect(item.type).toBe(criteria.type);
        if (criteria.genre) expect(item.genres).toContain(criteria.genre);
        if (criteria.region) expect(item.region).toBe(criteria.region);
        if (criteria.from !== undefined) expect(item.time).toBeGreaterThanOrEqual(criteria.from);
        if (criteria.to !== undefined) expect(item.time).toBeLessThanOrEqual(criteria.to);
      }
      // Paging covers every match once: no item lost, none repeated across pages.
      expect(items.map((i) => i.id).sort()).toEqual(expected.map(vidOf).sort());
    },
  );

  it("treats empty filters ('' and 0, 全部) as no filter", async () => {
    const plain = await filter({ chName: '综艺' });
    const empty = await filter({
      chName: '综艺',
      label: '',
      country: '',
      startTime: 0,
      endTime: 0,
    });
    expect(empty.body).toEqual(plain.body);
  });

  it('sorts by latest update, by popularity and by score, ties broken by row', async () => {
    const row = (vid: string) => titleOf(vid).id;
    const keys = {
      latest: (vid: string) => [-titleOf(vid).updatedAt, row(vid)],
      hottest: (vid: string) => [-titleOf(vid).popularity, row(vid)],
      rating: (vid: string) => [-titleOf(vid).score, -titleOf(vid).popularity, row(vid)],
    };
    for (const [sort, key] of Object.entries(keys)) {
      const items = (await allPages({ chName: '少儿', sort: sort as FilterBody['sort'] }))
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
    const criteria = { chName: '纪录片', country: REGION_NAMES[region] };
    const total = titlesPassing({ type: 'documentary', region }).length;
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
    const { body } = await filter({ chName: '电影', startTime: 2015, endTime: 2015, pageSize: 60 });
    expect(body.data.total).toBe(titlesPassing({ type: 'movie', from: 2015, to: 2015 }).length);
    expect(body.data.list.every((item) => item.time === 2015)).toBe(true);
  });

  it('answers with an empty list when nothing passes', async () => {
    const { body } = await filter({ chName: '电影', startTime: 1900, endTime: 1950 });
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { total: 0, list: [], page: 1, pageSize: 24, hasMore: false },
    });
  });

  it.each([
    [{ chName: '体育' }, '参数错误：chName'],
    [{ chName: 'movie' }, '参数错误：chName'],
    [{}, '参数错误：chName'],
    [{ chName: '电影', label: '古装' }, '参数错误：label'],
    [{ chName: '电影', country: '火星' }, '参数错误：country'],
    [{ chName: '电影', country: 'us' }, '参数错误：country'],
    [{ chName: '电影', startTime: 2019, endTime: 2010 }, '参数错误：endTime'],
    [{ chName: '电影', startTime: -1 }, '参数错误：startTime'],
    [{ chName: '电影', endTime: 2024.5 }, '参数错误：endTime'],
    [{ chName: '电影', sort: 'random' }, '参数错误：sort'],
    [{ chName: '电影', page: 0 }, '参数错误：page'],
    [{ chName: '电影', page: 1.5 }, '参数错误：page'],
    [{ chName: '电影', page: 1e300 }, '参数错误：page'],
    [{ chName: '电影', pageSize: 0 }, '参数错误：pageSize'],
    [{ chName: '电影', pageSize: 61 }, '参数错误：pageSize'],
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
      payload: '{"chName":',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it('lists every channel', async () => {
    for (const type of VOD_TYPES) {
      const { body } = await filter({ chName: VOD_CHANNEL_NAMES[type], pageSize: 1 });
      expect(body.data.total).toBe(titlesPassing({ type }).length);
    }
  });
});
