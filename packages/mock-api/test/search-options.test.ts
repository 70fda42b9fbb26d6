import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HotSearch,
  VIDEO_ID_PATTERN,
  type HomeData,
  type SearchOptionsData,
} from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

describe('GET /v3/web/api/getSearchOptions', () => {
  it('lists about 30 hot searches in data.data, indexed from 1', async () => {
    const { status, body } = await call<SearchOptionsData>(app, '/v3/web/api/getSearchOptions');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const entries = body.data.data;
    expect(entries.length).toBeGreaterThanOrEqual(24);
    expect(entries.length).toBeLessThanOrEqual(36);
    expect(entries.map((e) => e.index)).toEqual(entries.map((_, i) => i + 1));
    for (const entry of entries) expect(Value.Check(HotSearch, entry)).toBe(true);
  });

  it('marks live entries 直播 with /live/ URLs, and titles with /vod/detail/ URLs', async () => {
    const { body } = await call<SearchOptionsData>(app, '/v3/web/api/getSearchOptions');
    const live = body.data.data.filter((e) => e.label === '直播');
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const entry of live) expect(entry.url).toBe(`/live/${entry.id}`);
    const titles = body.data.data.filter((e) => e.label !== '直播');
    for (const entry of titles) {
      expect(entry.id).toMatch(new RegExp(VIDEO_ID_PATTERN));
      expect(entry.url).toBe(`/vod/detail/${entry.id}`);
    }
    // Spread out, so the search box's groups of six mostly hold one.
    const groups = new Set(live.map((e) => Math.ceil(e.index / 6)));
    expect(groups.size).toBe(live.length);
  });

  it('names titles exactly as the catalogue does, the most popular among them', async () => {
    const { body } = await call<SearchOptionsData>(app, '/v3/web/api/getSearchOptions');
    const homePage = await call<HomeData>(app, '/v3/web/api/home');
    const hotTitles = new Map(
      body.data.data.filter((e) => e.label !== '直播').map((e) => [e.id, e.name]),
    );
    // Every channel's number one is a hot search, under its own title.
    for (const group of homePage.body.data.cardsGroup) {
      const top = group.cards[0];
      expect(top && hotTitles.get(top.id)).toBe(top?.name);
    }
  });
});
