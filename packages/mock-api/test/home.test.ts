import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Banner,
  HOME_CHANNEL_NAME,
  VideoCard,
  VOD_CHANNEL_NAMES,
  VOD_TYPES,
  type HomeData,
  VIDEO_ID_PATTERN,
} from '@xinghe/contracts';
import { CHANNEL_GENRES } from '../src/domain/channels';
import { buildTestApi, call } from './helpers';

const HOME = '/v3/web/api/home';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const home = (chName?: string) =>
  call<HomeData>(app, chName === undefined ? HOME : `${HOME}?chName=${encodeURIComponent(chName)}`);

function expectCards(cards: unknown[]) {
  const keys = Object.keys(VideoCard.properties).sort();
  for (const card of cards) {
    expect(Value.Check(VideoCard, card), JSON.stringify(card)).toBe(true);
    // The mock sends every field, the real ones and ours.
    expect(Object.keys(card as object).sort()).toEqual(keys);
  }
}

/** The row of a video id inside the database. */
const rowOf = (vid: string) =>
  app.db.prepare<[string], number>('SELECT id FROM titles WHERE vid = ?').pluck().get(vid);

describe('GET /v3/web/api/home', () => {
  it('without chName is the home page (首页): 6 banners and one group of 12 per channel', async () => {
    const { status, body } = await home();
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.chName).toBe(HOME_CHANNEL_NAME);
    expect(body.data.banners).toHaveLength(6);
    expect(body.data.cardsGroup.map((g) => g.key)).toEqual(VOD_TYPES);
    expect(body.data.cardsGroup.map((g) => g.name)).toEqual([
      '热播电影',
      '热播电视剧',
      '热播综艺',
      '热播动漫',
      '热播少儿',
      '热播纪录片',
    ]);
    for (const group of body.data.cardsGroup) {
      expect(group.cards).toHaveLength(12);
      expect(group.cards.every((card) => card.type === group.type)).toBe(true);
    }
  });

  it('chName=首页 gives the same page as no chName', async () => {
    expect((await home(HOME_CHANNEL_NAME)).body).toEqual((await home()).body);
  });

  it('lists each group most popular first and banners lead to real titles with artwork', async () => {
    const { body } = await home();
    const banners = body.data.banners ?? [];
    for (const banner of banners) {
      expect(Value.Check(Banner, banner)).toBe(true);
      expect(banner.image).toBe(`/api/images/banner/${banner.id}.webp`);
      const image = await app.inject(banner.image);
      expect(image.statusCode).toBe(200);
    }
    // The most popular movie heads both the movie group and the banners.
    const movies = body.data.cardsGroup.find((g) => g.key === 'movie');
    expect(banners.some((b) => b.id === movies?.cards[0]?.id)).toBe(true);

    const popularity = app.db.prepare<[string], { popularity: number }>(
      'SELECT popularity FROM titles WHERE vid = ?',
    );
    const popularityOf = (id: string) => popularity.get(id)?.popularity ?? -1;
    for (const group of body.data.cardsGroup) {
      const values = group.cards.map((card) => popularityOf(card.id));
      expect(values).toEqual([...values].sort((a, b) => b - a));
      // Nothing of that channel outside the group is more popular than its last card.
      const outside = app.db
        .prepare<[string, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM titles WHERE type = ? AND popularity > ?',
        )
        .get(group.type ?? '', values.at(-1) ?? 0);
      expect(outside?.n).toBeLessThan(12);
    }
  });

  it('gives cards with string video ids, names, badges, years and relative poster URLs', async () => {
    const { body } = await home();
    const cards = body.data.cardsGroup.flatMap((g) => g.cards);
    expectCards(cards);
    for (const card of cards) {
      expect(card.id).toMatch(new RegExp(VIDEO_ID_PATTERN));
      expect(card.img).toBe(`/api/images/poster/${card.id}.webp`);
      expect(card.countStr).not.toBe('');
    }
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it.each(VOD_TYPES)(
    'chName of channel %s (its Chinese name) gives its banners and a group per genre',
    async (type) => {
      const { status, body } = await home(VOD_CHANNEL_NAMES[type]);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data.chName).toBe(VOD_CHANNEL_NAMES[type]);
      expect(body.data.banners).toHaveLength(6);
      expect(body.data.banners?.every((b) => b.type === type)).toBe(true);
      expect(body.data.cardsGroup.map((g) => g.key)).toEqual(CHANNEL_GENRES[type]);
      for (const group of body.data.cardsGroup) {
        expect(group.type).toBe(type);
        expect(group.cards.length).toBeGreaterThan(0);
        expect(group.cards.length).toBeLessThanOrEqual(12);
        expect(group.cards.every((card) => card.genres?.includes(group.key ?? ''))).toBe(true);
        expectCards(group.cards);
      }
    },
  );

  it('names genre groups as a viewer would: 动作片, 古装剧', async () => {
    const movie = await home('电影');
    expect(movie.body.data.cardsGroup.find((g) => g.key === '动作')?.name).toBe('动作片');
    const drama = await home('电视剧');
    expect(drama.body.data.cardsGroup.find((g) => g.key === '古装')?.name).toBe('古装剧');
  });

  it('refuses an unknown chName (or the old English one) with code 400 in Chinese', async () => {
    for (const chName of ['nosuchchannel', 'movie', 'recommend']) {
      const { status, body } = await home(chName);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 400, msg: '参数错误：chName', data: null });
    }
  });

  it('refuses a repeated chName rather than guessing', async () => {
    const { status, body } = await call(
      app,
      `${HOME}?chName=${encodeURIComponent('电影')}&chName=${encodeURIComponent('电视剧')}`,
    );
    expect(status).toBe(200);
    expect(body.code).toBe(400);
  });
});

describe('GET /v3/web/api/home after the catalogue changes', () => {
  it('is built again: a title that becomes the most popular leads the banners at once', async () => {
    const before = await home();
    const last = before.body.data.cardsGroup[0]!.cards.at(-1)!;
    expect(before.body.data.banners?.[0]!.id).not.toBe(last.id);
    app.db
      .prepare('UPDATE titles SET popularity = popularity + 100000000 WHERE id = ?')
      .run(rowOf(last.id));
    const after = await home();
    expect(after.body.data.banners?.[0]!.id).toBe(last.id);
  });
});
