import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Banner, VideoSummary, VOD_TYPES, type HomeData, type VodType } from '@xinghe/contracts';
import { CHANNEL_GENRES } from '../src/domain/channels';
import { buildTestApi, call } from './helpers';

const HOME = '/v3/web/api/home';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const home = (query = '') => call<HomeData>(app, `${HOME}${query}`);

function expectSummaries(items: unknown[]) {
  const keys = Object.keys(VideoSummary.properties).sort();
  for (const item of items) {
    expect(Value.Check(VideoSummary, item), JSON.stringify(item)).toBe(true);
    expect(Object.keys(item as object).sort()).toEqual(keys);
  }
}

describe('GET /v3/web/api/home', () => {
  it('without chName is the recommend page: 6 banners and one row of 12 per channel', async () => {
    const { status, body } = await home();
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.chName).toBe('recommend');
    expect(body.data.banners).toHaveLength(6);
    expect(body.data.sections.map((s) => s.key)).toEqual(VOD_TYPES);
    expect(body.data.sections.map((s) => s.title)).toEqual([
      '热播电影',
      '热播电视剧',
      '热播综艺',
      '热播动漫',
      '热播少儿',
      '热播纪录片',
    ]);
    for (const section of body.data.sections) {
      expect(section.items).toHaveLength(12);
      expect(section.items.every((item) => item.type === section.type)).toBe(true);
    }
  });

  it('chName=recommend gives the same page as no chName', async () => {
    expect((await home('?chName=recommend')).body).toEqual((await home()).body);
  });

  it('lists each row most popular first and banners lead to real titles with artwork', async () => {
    const { body } = await home();
    for (const banner of body.data.banners) {
      expect(Value.Check(Banner, banner)).toBe(true);
      expect(banner.image).toBe(`/api/images/banner/${banner.id}.webp`);
      const image = await app.inject(banner.image);
      expect(image.statusCode).toBe(200);
    }
    // The most popular movie heads both the movie row and the banners.
    const movieRow = body.data.sections.find((s) => s.key === 'movie');
    expect(body.data.banners.some((b) => b.id === movieRow?.items[0]?.id)).toBe(true);

    const popularity = app.db.prepare<[number], { popularity: number }>(
      'SELECT popularity FROM titles WHERE id = ?',
    );
    const popularityOf = (id: number) => popularity.get(id)?.popularity ?? -1;
    for (const section of body.data.sections) {
      const values = section.items.map((item) => popularityOf(item.id));
      expect(values).toEqual([...values].sort((a, b) => b - a));
      // Nothing of that channel outside the row is more popular than its last item.
      const outside = app.db
        .prepare<[string, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM titles WHERE type = ? AND popularity > ?',
        )
        .get(section.type, values.at(-1) ?? 0);
      expect(outside?.n).toBeLessThan(12);
    }
  });

  it('returns items whose fields match VideoSummary, with relative poster URLs', async () => {
    const { body } = await home();
    const items = body.data.sections.flatMap((s) => s.items);
    expectSummaries(items);
    for (const item of items) expect(item.cover).toBe(`/api/images/poster/${item.id}.webp`);
  });

  it.each(VOD_TYPES)(
    'chName=%s gives that channel: its banners and a row per genre',
    async (type) => {
      const { status, body } = await home(`?chName=${type}`);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data.chName).toBe(type);
      expect(body.data.banners).toHaveLength(6);
      expect(body.data.banners.every((b) => b.type === type)).toBe(true);
      expect(body.data.sections.map((s) => s.key)).toEqual(CHANNEL_GENRES[type as VodType]);
      for (const section of body.data.sections) {
        expect(section.type).toBe(type);
        expect(section.items.length).toBeGreaterThan(0);
        expect(section.items.length).toBeLessThanOrEqual(12);
        expect(section.items.every((item) => item.genres.includes(section.key))).toBe(true);
        expectSummaries(section.items);
      }
    },
  );

  it('names genre rows as a viewer would: 动作片, 古装剧', async () => {
    const movie = await home('?chName=movie');
    expect(movie.body.data.sections.find((s) => s.key === '动作')?.title).toBe('动作片');
    const drama = await home('?chName=drama');
    expect(drama.body.data.sections.find((s) => s.key === '古装')?.title).toBe('古装剧');
  });

  it('refuses an unknown chName with code 400 and a Chinese message, over HTTP 200', async () => {
    const { status, body } = await home('?chName=nosuchchannel');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: '参数错误：chName', data: null });
  });

  it('refuses a repeated chName rather than guessing', async () => {
    const { status, body } = await home('?chName=movie&chName=drama');
    expect(status).toBe(200);
    expect(body.code).toBe(400);
  });
});

describe('GET /v3/web/api/home after the catalogue changes', () => {
  it('is built again: a title that becomes the most popular leads the banners at once', async () => {
    const before = await home();
    const last = before.body.data.sections[0]!.items.at(-1)!;
    expect(before.body.data.banners[0]!.id).not.toBe(last.id);
    app.db
      .prepare('UPDATE titles SET popularity = popularity + 100000000 WHERE id = ?')
      .run(last.id);
    const after = await home();
    expect(after.body.data.banners[0]!.id).toBe(last.id);
  });
});
