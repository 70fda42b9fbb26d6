import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CastData,
  PlayCount,
  RecommendData,
  VodDetail,
  VodEpisodes,
  VodTransfer,
} from '@xinghe/contracts';
import { RUNTIME_MINUTES } from '../src/media/runtime';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, titleWhere } from './vod-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
}, APP_START_TIMEOUT);
afterAll(() => app.close());

describe('GET /web/v2/dianbo/collection/{id}', () => {
  it('returns a film with its facts, artwork and one 正片 episode', async () => {
    const film = titleWhere(app, "type = 'movie'");
    const { status, body } = await call<VodDetail>(app, `/web/v2/dianbo/collection/${film.id}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      id: film.id,
      type: 'movie',
      cover: `/api/images/poster/${film.id}.webp`,
      banner: `/api/images/banner/${film.id}.webp`,
      remark: film.remark,
    });
    expect(body.data.title.length).toBeGreaterThan(0);
    expect(body.data.description.length).toBeGreaterThan(0);
    expect(body.data.episodes).toHaveLength(1);
    expect(body.data.episodes[0]).toMatchObject({ ep: 1, title: '正片' });
    // A feature film's length: 85-150 minutes, as its media lasts (see vod-media.test).
    const [min, max] = RUNTIME_MINUTES.movie;
    expect(body.data.episodes[0]!.duration).toBeGreaterThanOrEqual(min * 60);
    expect(body.data.episodes[0]!.duration).toBeLessThanOrEqual(max * 60);
  });

  it('lists every episode of a finished series as 第N集, ascending', async () => {
    const series = titleWhere(app, "type = 'drama' AND remark LIKE '全%'");
    const { body } = await call<VodDetail>(app, `/web/v2/dianbo/collection/${series.id}`);
    expect(body.data.episodes.map((e) => e.ep)).toEqual(
      Array.from({ length: series.episodes }, (_, i) => i + 1),
    );
    expect(body.data.episodes[1]?.title).toBe('第2集');
  });

  it('lists only the released episodes of an ongoing series (更新至N集)', async () => {
    const ongoing = titleWhere(app, "type = 'drama' AND remark LIKE '更新至%'");
    const released = Number(/更新至(\d+)/.exec(ongoing.remark)?.[1]);
    const { body } = await call<VodDetail>(app, `/web/v2/dianbo/collection/${ongoing.id}`);
    expect(body.data.episodes).toHaveLength(released);
    expect(released).toBeLessThan(ongoing.episodes);
  });

  it('titles variety episodes by air date (20260530期), weekly up to the latest', async () => {
    const show = titleWhere(app, "type = 'variety'");
    const { updated_at: latest } = app.db
      .prepare('SELECT updated_at FROM titles WHERE id = ?')
      .get(show.id) as { updated_at: number };
    const { body } = await call<VodDetail>(app, `/web/v2/dianbo/collection/${show.id}`);
    const dates = body.data.episodes.map((e) => {
      const m = /^(\d{4})(\d{2})(\d{2})期$/.exec(e.title);
      expect(m, e.title).not.toBeNull();
      return Date.UTC(Number(m![1]), Number(m![2]) - 1, Number(m![3])) / 1000;
    });
    const day = (s: number) => Math.floor(s / 86400);
    expect(day(dates.at(-1)!)).toBe(day(latest));
    for (let i = 1; i < dates.length; i++) expect(dates[i]! - dates[i - 1]!).toBe(7 * 86400);
  });

  it('answers an unknown id with 404 影片不存在 and a bad id with 400', async () => {
    expect((await call(app, '/web/v2/dianbo/collection/999999')).body).toEqual({
      code: 404,
      msg: '影片不存在',
      data: null,
    });
    const bad = await call(app, '/web/v2/dianbo/collection/abc');
    expect(bad).toEqual({ status: 200, body: { code: 400, msg: '参数错误：id', data: null } });
  });
});

describe('GET /web/v2/dianbo/vcollection/{id}', () => {
  it('returns the same episodes as the detail, with only id and title beside them', async () => {
    const series = titleWhere(app, "type = 'animation'");
    const detail = await call<VodDetail>(app, `/web/v2/dianbo/collection/${series.id}`);
    const { body } = await call<VodEpisodes>(app, `/web/v2/dianbo/vcollection/${series.id}`);
    expect(body.data).toEqual({
      id: series.id,
      title: detail.body.data.title,
      episodes: detail.body.data.episodes,
    });
  });
});

describe('GET /web/v2/dianbo/collection/transfer/{id}', () => {
  it('maps an official id to itself and a third-party listing id to its title', async () => {
    const official = await call<VodTransfer>(app, '/web/v2/dianbo/collection/transfer/12');
    expect(official.body.data).toEqual({ id: 12, officialId: 12, source: 'official' });
    const third = await call<VodTransfer>(app, '/web/v2/dianbo/collection/transfer/1000012');
    expect(third.body.data).toEqual({ id: 1000012, officialId: 12, source: 'third' });
  });

  it('refuses an id that leads to no title', async () => {
    expect((await call(app, '/web/v2/dianbo/collection/transfer/1999999')).body.code).toBe(404);
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
    const detail = await call<VodDetail>(app, `/web/v2/dianbo/collection/${film.id}`);
    const { body } = await call<RecommendData>(app, `/v3/web/api/recommend/${film.id}`);
    expect(body.data.list).toHaveLength(12);
    expect(body.data.list.every((t) => t.type === 'movie')).toBe(true);
    expect(body.data.list.some((t) => t.id === film.id)).toBe(false);
    expect(new Set(body.data.list.map((t) => t.id)).size).toBe(12);
    // Those sharing the main genre come first.
    expect(body.data.list[0]?.genres).toContain(detail.body.data.genres[0]);
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
  it('acknowledges a play and counts it', async () => {
    const send = () => call(app, { method: 'POST', url: '/metrics/v1/play', payload: { cid: 7 } });
    expect((await send()).body).toEqual({ code: 0, msg: 'ok', data: null });
    await send();
    expect(app.db.prepare('SELECT plays FROM play_metrics WHERE cid = 7').get()).toEqual({
      plays: 2,
    });
  });

  it('refuses a body without cid', async () => {
    const { body } = await call(app, { method: 'POST', url: '/metrics/v1/play', payload: {} });
    expect(body).toEqual({ code: 400, msg: '参数错误：cid', data: null });
  });
});
