import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  CollectionInfo,
  REGION_NAMES,
  type CastData,
  type PlayCount,
  type RecommendData,
  type VodEpisodes,
  type VodTransfer,
} from '@xinghe/contracts';
import { LINES } from '../src/media/lines';
import { DEFAULT_RATE_LIMITS } from '../src/accounts/rate-limit';
import { RUNTIME_MINUTES } from '../src/media/runtime';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, playLine, titleWhere } from './vod-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const detailOf = async (id: string) =>
  (await call<CollectionInfo>(app, `/web/v2/dianbo/collection/${id}`)).body.data;

describe('GET /web/v2/dianbo/collection/{id}', () => {
  it('returns a film as collectionInfo: facts, artwork, credits and one 正片 per line', async () => {
    const film = titleWhere(app, "type = 'movie'");
    const { status, body } = await call<CollectionInfo>(
      app,
      `/web/v2/dianbo/collection/${film.id}`,
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Value.Check(CollectionInfo, body.data)).toBe(true);
    expect(body.data).toMatchObject({
      id: film.id,
      isMovie: true,
      chname: '电影',
      type: 'movie',
      imgUrl: `/api/images/poster/${film.id}.webp`,
      banner: `/api/images/banner/${film.id}.webp`,
      countStr: film.remark,
    });
    expect(body.data.name.length).toBeGreaterThan(0);
    expect(body.data.desc.length).toBeGreaterThan(0);
    expect(Object.values(REGION_NAMES)).toContain(body.data.country);
    expect(body.data.director.length).toBeGreaterThan(0);
    expect(body.data.actor.length).toBeGreaterThan(0);
    expect(body.data.videosGroup.map((g) => g.key)).toEqual(LINES.map((line) => line.key));
    for (const group of body.data.videosGroup) {
      expect(group.videos).toHaveLength(1);
      expect(group.videos[0]).toMatchObject({ eporder: 1, name: '正片' });
      // A feature film's length: 85-150 minutes, as its media lasts (see vod-media.test).
      const [min, max] = RUNTIME_MINUTES.movie;
      expect(group.videos[0]!.duration).toBeGreaterThanOrEqual(min * 60);
      expect(group.videos[0]!.duration).toBeLessThanOrEqual(max * 60);
    }
  });

  it("gives each line's episodes the playlist path a visitor's play line gives", async () => {
    const series = titleWhere(app, "type = 'drama' AND remark LIKE '全%'");
    const detail = await detailOf(series.id);
    for (const group of detail.videosGroup) {
      const line = LINES.find((l) => l.key === group.key)!;
      expect(group.name).toBe(line.name);
      expect(group.vip).toBe(line.vip);
      for (const video of group.videos.slice(0, 2)) {
        const quality = line.vip ? '720p' : '360p';
        const path = `/api/media/vod/${line.key}/${series.id}/${video.eporder}/${quality}/index.m3u8`;
        expect(video.purl).toBe(path);
        // A visitor may play every line but the VIP one: the same path as the play line's.
        if (!line.vip) {
          const ep = video.eporder;
          const played = await playLine(app, null, { id: series.id, ep, line: line.key });
          expect(played.playlist).toBe(video.purl);
        }
      }
    }
  });

  it('names credits by person id and name, the same people the cast lists', async () => {
    const film = titleWhere(app, "type = 'movie'");
    const detail = await detailOf(film.id);
    const cast = await call<CastData>(app, `/metadata/v1/collection/actors/${film.id}`);
    const named = (role: string) =>
      cast.body.data.list.filter((m) => m.role === role).map(({ id, name }) => ({ id, name }));
    expect(detail.director).toEqual(named('导演'));
    expect(detail.actor).toEqual(named('演员'));
  });

  it('lists every episode of a finished series as 第N集, ascending', async () => {
    const series = titleWhere(app, "type = 'drama' AND remark LIKE '全%'");
    const detail = await detailOf(series.id);
    expect(detail.isMovie).toBe(false);
    const videos = detail.videosGroup[0]!.videos;
    expect(videos.map((v) => v.eporder)).toEqual(
      Array.from({ length: series.episodes }, (_, i) => i + 1),
    );
    expect(videos[1]?.name).toBe('第2集');
  });

  it('lists only the released episodes of an ongoing series (更新至N集)', async () => {
    const ongoing = titleWhere(app, "type = 'drama' AND remark LIKE '更新至%'");
    const released = Number(/更新至(\d+)/.exec(ongoing.remark)?.[1]);
    const detail = await detailOf(ongoing.id);
    for (const group of detail.videosGroup) expect(group.videos).toHaveLength(released);
    expect(detail.episodes).toBe(released);
    expect(released).toBeLessThan(ongoing.episodes);
  });

  it('titles variety episodes by air date (20260530期), weekly up to the latest', async () => {
    const show = titleWhere(app, "type = 'variety'");
    const { updated_at: latest } = app.db
      .prepare('SELECT updated_at FROM titles WHERE id = ?')
      .get(show.row) as { updated_at: number };
    const detail = await detailOf(show.id);
    const dates = detail.videosGroup[0]!.videos.map((v) => {
      const m = /^(\d{4})(\d{2})(\d{2})期$/.exec(v.name ?? '');
      expect(m, v.name).not.toBeNull();
      return Date.UTC(Number(m![1]), Number(m![2]) - 1, Number(m![3])) / 1000;
    });
    const day = (s: number) => Math.floor(s / 86400);
    expect(day(dates.at(-1)!)).toBe(day(latest));
    for (let i = 1; i < dates.length; i++) expect(dates[i]! - dates[i - 1]!).toBe(7 * 86400);
  });

  it('answers an unknown id with 404 影片不存在 and a malformed one with 400', async () => {
    for (const id of ['999999', 'NoSuchId12']) {
      expect((await call(app, `/web/v2/dianbo/collection/${id}`)).body).toEqual({
        code: 404,
        msg: '影片不存在',
        data: null,
      });
    }
    const bad = await call(app, '/web/v2/dianbo/collection/a-b');
    expect(bad).toEqual({ status: 200, body: { code: 400, msg: '参数错误：id', data: null } });
  });
});

describe('GET /web/v2/dianbo/vcollection/{id}', () => {
  it("returns the detail's episodes with only id and name beside them", async () => {
    const series = titleWhere(app, "type = 'animation'");
    const detail = await detailOf(series.id);
    const { body } = await call<VodEpisodes>(app, `/web/v2/dianbo/vcollection/${series.id}`);
    expect(body.data.id).toBe(series.id);
    expect(body.data.name).toBe(detail.name);
    expect(body.data.episodes.map((e) => [e.ep, e.title])).toEqual(
      detail.videosGroup[0]!.videos.map((v) => [v.eporder, v.name]),
    );
  });
});

describe('GET /web/v2/dianbo/collection/transfer/{id}', () => {
  it('maps an official id to itself and a third-party listing id to its title', async () => {
    const title = titleWhere(app, "type = 'drama'");
    const url = '/web/v2/dianbo/collection/transfer/';
    const official = await call<VodTransfer>(app, `${url}${title.id}`);
    expect(official.body.data).toEqual({ id: title.id, officialId: title.id, source: 'official' });
    const thirdId = app.db
      .prepare<[string], string>('SELECT third_id FROM titles WHERE vid = ?')
      .pluck()
      .get(title.id)!;
    expect(thirdId).toMatch(/^[0-9a-f]{13}$/);
    const third = await call<VodTransfer>(app, `${url}${thirdId}`);
    expect(third.body.data).toEqual({ id: thirdId, officialId: title.id, source: 'third' });
  });

  it("maps the real site's listing id of its links to the film that carries its film id", async () => {
    const { body } = await call<VodTransfer>(
      app,
      '/web/v2/dianbo/collection/transfer/9b1169e9b7c04',
    );
    expect(body.data).toEqual({ id: '9b1169e9b7c04', officialId: 'LX89vyQfIj', source: 'third' });
    expect((await detailOf('LX89vyQfIj')).isMovie).toBe(true);
  });

  it('refuses an id that leads to no title', async () => {
    for (const id of ['fffffffffffff', '1999999', 'NoSuchId12']) {
      expect((await call(app, `/web/v2/dianbo/collection/transfer/${id}`)).body.code).toBe(404);
    }
  });
});

describe('GET /metadata/v1/collection/actors/{id}', () => {
  it('lists the director first, then actors with the parts they play', async () => {
    const film = titleWhere(app, "type = 'movie'");
    const { body } = await call<CastData>(app, `/metadata/v1/collection/actors/${film.id}`);
    const [director, ...actors] = body.data.list;
    expect(director).toMatchObject({ role: '导演' });
    expect(director?.character).toBeUndefined();
    expect(actors.length).toBeGreaterThan(0);
    for (const actor of actors) {
      expect(actor.role).toBe('演员');
      expect(actor.avatar).toBe(`/api/images/avatar/${actor.id}.webp`);
      expect(actor.character?.length).toBeGreaterThan(1);
    }
    // The same parts on every call.
    const again = await call<CastData>(app, `/metadata/v1/collection/actors/${film.id}`);
    expect(again.body.data).toEqual(body.data);
  });

  it('gives no parts to the guests of a variety show', async () => {
    const show = titleWhere(app, "type = 'variety'");
    const { body } = await call<CastData>(app, `/metadata/v1/collection/actors/${show.id}`);
    expect(body.data.list.every((member) => member.character === undefined)).toBe(true);
  });

  it('answers an unknown id with 404', async () => {
    expect((await call(app, '/metadata/v1/collection/actors/999999')).body.code).toBe(404);
  });
});

describe('GET /v3/web/api/recommend/{id}', () => {
  it('recommends 12 popular titles of the same type, never the title itself', async () => {
    const film = titleWhere(app, "type = 'movie'");
    const detail = await detailOf(film.id);
    const { body } = await call<RecommendData>(app, `/v3/web/api/recommend/${film.id}`);
    expect(body.data.cards).toHaveLength(12);
    expect(body.data.cards.every((t) => t.type === 'movie')).toBe(true);
    expect(body.data.cards.some((t) => t.id === film.id)).toBe(false);
    expect(new Set(body.data.cards.map((t) => t.id)).size).toBe(12);
    for (const card of body.data.cards) expect(card.img).toBe(`/api/images/poster/${card.id}.webp`);
    // Those sharing the main genre come first.
    expect(body.data.cards[0]?.genres).toContain(detail.genres?.[0]);
  });

  it('answers an unknown id with 404', async () => {
    expect((await call(app, '/v3/web/api/recommend/999999')).body.code).toBe(404);
  });
});

describe('POST /metadata/v1/collection/video/record', () => {
  it('counts plays of a title across its episodes', async () => {
    const series = titleWhere(app, "type = 'drama' AND remark LIKE '全%'");
    const play = (ep: number) =>
      call<PlayCount>(app, {
        method: 'POST',
        url: '/metadata/v1/collection/video/record',
        payload: { id: series.id, ep },
      });
    expect((await play(1)).body.data).toEqual({ plays: 1 });
    expect((await play(2)).body.data).toEqual({ plays: 2 });
  });

  it('refuses an episode the title does not have, and a missing ep', async () => {
    const film = titleWhere(app, "type = 'movie'");
    const url = '/metadata/v1/collection/video/record';
    const beyond = await call(app, { method: 'POST', url, payload: { id: film.id, ep: 2 } });
    expect(beyond.body).toEqual({ code: 404, msg: '剧集不存在', data: null });
    const missing = await call(app, { method: 'POST', url, payload: { id: film.id } });
    expect(missing.body).toEqual({ code: 400, msg: '参数错误：ep', data: null });
  });
});

describe('POST /metrics/v1/play', () => {
  const plays = (row: number) =>
    app.db
      .prepare<[number], number>('SELECT plays FROM play_metrics WHERE cid = ?')
      .pluck()
      .get(row);
  const send = (cid: unknown) =>
    call(app, { method: 'POST', url: '/metrics/v1/play', payload: { cid } });

  it('acknowledges a play and counts it for the title', async () => {
    const title = titleWhere(app, "type = 'children'");
    const before = plays(title.row) ?? 0;
    expect((await send(title.id)).body).toEqual({ code: 0, msg: 'ok', data: null });
    await send(title.id);
    expect(plays(title.row)).toBe(before + 2);
  });

  it('refuses a title that does not exist and keeps nothing', async () => {
    const count = () => app.db.prepare('SELECT COUNT(*) FROM play_metrics').pluck().get();
    const before = count();
    expect((await send('NoSuchId12')).body).toEqual({ code: 404, msg: '影片不存在', data: null });
    expect(count()).toBe(before);
  });

  it('refuses a client that reports more starts than a viewer makes, counting none of them', async () => {
    const title = titleWhere(app, "type = 'documentary'");
    const from = (remoteAddress: string) =>
      call(app, {
        method: 'POST',
        url: '/metrics/v1/play',
        payload: { cid: title.id },
        remoteAddress,
      });
    const playsOf = () => plays(title.row) ?? 0;
    const before = playsOf();
    const { limit } = DEFAULT_RATE_LIMITS.playReportPerIp;
    for (let i = 0; i < limit; i++) expect((await from('203.0.113.7')).body.code).toBe(0);
    const refused = (await from('203.0.113.7')).body;
    expect(refused).toMatchObject({
      code: 429,
      msg: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/),
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(playsOf()).toBe(before + limit);
    // Another client is not held back by the first one.
    expect((await from('203.0.113.8')).body.code).toBe(0);
    expect(playsOf()).toBe(before + limit + 1);
  });

  it('refuses a body without cid', async () => {
    const { body } = await call(app, { method: 'POST', url: '/metrics/v1/play', payload: {} });
    expect(body).toEqual({ code: 400, msg: '参数错误：cid', data: null });
    expect((await send('a/b')).body).toEqual({ code: 400, msg: '参数错误：cid', data: null });
  });
});
