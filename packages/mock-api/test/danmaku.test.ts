/**
 * 弹幕 and skip marks through `app.inject`: window reads of generated comments, posting under
 * the limits (length, banned words, rate, VIP colours), reports, and marks per episode.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DANMAKU_PER_MINUTE,
  ErrorCode,
  type CollectionInfo,
  type Danmaku,
  type DanmakuPage,
  type SkipMarks,
} from '@xinghe/contracts';
import { devAccounts } from '../src/dev/accounts';
import { as, buildPaymentApi, newAccount, testClock } from './payment-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const clock = testClock();
let app: FastifyInstance;
/** The most popular series: it has generated comments and marks. */
let series: { id: string; popularity: number };
/** A title far down the popularity order: no generated comments. */
let obscure: { id: string };

beforeAll(async () => {
  app = await buildPaymentApi(clock);
  series = app.db
    .prepare(
      `SELECT vid AS id, popularity FROM titles WHERE type = 'drama'
       ORDER BY popularity DESC LIMIT 1`,
    )
    .get() as typeof series;
  obscure = app.db
    .prepare(`SELECT vid AS id FROM titles ORDER BY popularity ASC LIMIT 1`)
    .get() as typeof obscure;
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const read = (id: string, ep: number, query: string, token?: string) =>
  as<DanmakuPage>(app, token, {
    method: 'GET',
    url: `/web/v2/dianbo/danmaku/${id}/${ep}?${query}`,
  });
const post = (token: string | undefined, payload: Record<string, unknown>) =>
  as<Danmaku>(app, token, { method: 'POST', url: '/user/danmaku', payload });

describe('GET /web/v2/dianbo/danmaku/{id}/{ep}', () => {
  it('returns a popular episode its comments of the window, by time, paged', async () => {
    const { body } = await read(series.id, 1, 'from=0&to=300&size=10');
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.hasMore).toBe(true);
    const times = body.data.list.map((d) => d.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const second = await read(series.id, 1, 'from=0&to=300&size=10&page=2');
    expect(second.body.data.list[0]?.id).not.toBe(body.data.list[0]?.id);
  });

  it('is denser at the climax than over the rest of the episode', async () => {
    // The climax is 60-70% into the episode: a window there holds more than one as long before.
    const detail = await app.inject({
      method: 'GET',
      url: `/web/v2/dianbo/collection/${series.id}`,
    });
    const duration = detail.json<{ data: CollectionInfo }>().data.videosGroup[0]!.videos[0]!
      .duration!;
    const span = Math.min(300, Math.floor(duration * 0.1));
    const countFrom = async (start: number) =>
      (await read(series.id, 1, `from=${start}&to=${start + span}&size=1`)).body.data.total;
    const climax = await countFrom(Math.ceil(duration * 0.6));
    const before = await countFrom(Math.ceil(duration * 0.3));
    expect(climax).toBeGreaterThan(before * 2);
  });

  it('gives an obscure title none, and refuses a bad window or an unknown episode', async () => {
    expect((await read(obscure.id, 1, 'from=0&to=60')).body.data.total).toBe(0);
    const backwards = await read(series.id, 1, 'from=60&to=30');
    expect(backwards.body).toMatchObject({ code: ErrorCode.BadRequest, msg: '弹幕时间范围不正确' });
    const tooWide = await read(series.id, 1, 'from=0&to=301');
    expect(tooWide.body.code).toBe(ErrorCode.BadRequest);
    expect((await read(series.id, 9999, 'from=0&to=60')).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('POST /user/danmaku', () => {
  it('stores the comment as plain text and shows it to its author as theirs', async () => {
    const user = await newAccount(app, 'viewer');
    clock.advance(60);
    const { body } = await post(user.token, {
      id: series.id,
      ep: 1,
      time: 3.14,
      text: '  <b>好看</b>\u200b  ',
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ time: 3.1, text: '<b>好看</b>', mode: 'scroll', mine: true });
    const mineInWindow = (await read(series.id, 1, 'from=3&to=4&size=500', user.token)).body.data
      .list;
    expect(mineInWindow.find((d) => d.id === body.data.id)?.mine).toBe(true);
    const forVisitors = (await read(series.id, 1, 'from=3&to=4&size=500')).body.data.list;
    expect(forVisitors.find((d) => d.id === body.data.id)?.mine).toBe(false);
  });

  it('asks a visitor to log in', async () => {
    const { body } = await post(undefined, { id: series.id, ep: 1, time: 1, text: '好' });
    expect(body).toMatchObject({ code: ErrorCode.Unauthorized, msg: '请先登录' });
  });

  it('refuses an empty or too long text and a banned word, with Chinese messages', async () => {
    const user = await newAccount(app, 'viewer');
    const empty = await post(user.token, { id: series.id, ep: 1, time: 1, text: '   ' });
    expect(empty.body).toMatchObject({ code: ErrorCode.BadRequest, msg: '弹幕内容需为1-50个字' });
    const long = await post(user.token, { id: series.id, ep: 1, time: 1, text: '好'.repeat(51) });
    expect(long.body.code).toBe(ErrorCode.BadRequest);
    const banned = await post(user.token, {
      id: series.id,
      ep: 1,
      time: 1,
      text: '加 微 信 看全集',
    });
    expect(banned.body).toMatchObject({ code: ErrorCode.Forbidden, msg: '弹幕含有不允许的内容' });
  });

  it.each([
    ['full-width letters', '加ＱＱ123领资源'],
    ['a look-alike for 微', '加V信看全集'],
    ['Cyrillic and Greek look-alikes', '加ԛԛ 加ν信'],
    [
      'combining marks stacked on each character',
      `加${'\u0301'.repeat(49)}微${'\u0489'.repeat(49)}信`,
    ],
    ['punctuation between the characters', '加.微.信'],
  ])('refuses a banned word written with %s', async (_how, text) => {
    const user = await newAccount(app, 'viewer');
    clock.advance(60);
    const before = (await read(series.id, 1, 'from=0&to=300&size=500')).body.data.total;
    const { body } = await post(user.token, { id: series.id, ep: 1, time: 1, text });
    expect(body).toEqual({ code: ErrorCode.Forbidden, msg: '弹幕含有不允许的内容', data: null });
    expect((await read(series.id, 1, 'from=0&to=300&size=500')).body.data.total).toBe(before);
  });

  it('keeps at most two combining marks on a character, and full-width text as typed', async () => {
    const user = await newAccount(app, 'viewer');
    clock.advance(60);
    const zalgo = `好${'\u0301'.repeat(49)}看`;
    const stacked = await post(user.token, { id: series.id, ep: 1, time: 1, text: zalgo });
    expect(stacked.body.data.text).toBe('好\u0301\u0301看');
    clock.advance(60);
    const wide = await post(user.token, {
      id: series.id,
      ep: 1,
      time: 1,
      text: 'ＯＫ，Tiếng Việt',
    });
    expect(wide.body.data.text).toBe('ＯＫ，Tiếng Việt');
  });

  it('lets a viewer post once every 3 seconds and 15 times a minute', async () => {
    const user = await newAccount(app, 'viewer');
    clock.advance(60);
    const send = () => post(user.token, { id: series.id, ep: 1, time: 2, text: '打卡' });
    expect((await send()).body.code).toBe(0);
    const tooSoon = await send();
    expect(tooSoon.body).toMatchObject({
      code: ErrorCode.TooManyRequests,
      msg: '发送太频繁，请3秒后再试',
      data: { retryAfterSeconds: 3 },
    });
    for (let i = 1; i < DANMAKU_PER_MINUTE; i++) {
      clock.advance(3);
      expect((await send()).body.code).toBe(0);
    }
    clock.advance(3);
    const overMinute = await send();
    expect(overMinute.body.code).toBe(ErrorCode.TooManyRequests);
    // The first of the 15 was posted 45 seconds ago: 15 seconds until it leaves the minute.
    expect(
      (overMinute.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds,
    ).toBe(15);
  });

  it('keeps colours other than white for VIPs', async () => {
    const user = await newAccount(app, 'viewer');
    clock.advance(60);
    const red = { id: series.id, ep: 1, time: 1, text: '红色', color: '#fe0302' };
    expect((await post(user.token, red)).body).toMatchObject({
      code: ErrorCode.VipRequired,
      msg: '彩色弹幕为VIP专享',
    });
    devAccounts(app.db).setExpireTime(user.id, Math.floor(Date.now() / 1000) + 86_400);
    const vipToken = await devAccounts(app.db).tokenFor(user.id);
    expect((await post(vipToken, red)).body.data.color).toBe('#fe0302');
  });
});

describe('POST /user/danmaku/report', () => {
  it('hides a comment three viewers reported, counting each viewer once', async () => {
    const target = (await read(series.id, 1, 'from=0&to=60&size=1')).body.data.list[0]!;
    const report = (token: string) =>
      as(app, token, {
        method: 'POST',
        url: '/user/danmaku/report',
        payload: { danmakuId: target.id, reason: 'abuse' },
      });
    const first = await newAccount(app, 'reporter');
    expect((await report(first.token)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { reported: true },
    });
    expect((await report(first.token)).body.code).toBe(0);
    const stillShown = (await read(series.id, 1, 'from=0&to=60&size=500')).body.data.list;
    expect(stillShown.some((d) => d.id === target.id)).toBe(true);
    await report((await newAccount(app, 'reporter')).token);
    await report((await newAccount(app, 'reporter')).token);
    const after = (await read(series.id, 1, 'from=0&to=60&size=500')).body.data.list;
    expect(after.some((d) => d.id === target.id)).toBe(false);
  });

  it('answers 404 for an unknown comment', async () => {
    const user = await newAccount(app, 'reporter');
    const { body } = await as(app, user.token, {
      method: 'POST',
      url: '/user/danmaku/report',
      payload: { danmakuId: 999_999_999, reason: 'ads' },
    });
    expect(body).toMatchObject({ code: ErrorCode.NotFound, msg: '弹幕不存在' });
  });
});

describe('GET /web/v2/dianbo/marks/{id}', () => {
  it('gives a series marks for every released episode, the first one opening cold', async () => {
    const { body } = await as<SkipMarks>(app, undefined, {
      method: 'GET',
      url: `/web/v2/dianbo/marks/${series.id}`,
    });
    expect(body.data.id).toBe(series.id);
    const [first, second] = body.data.episodes;
    expect(first?.introStart).toBeGreaterThan(0);
    expect(second?.introStart).toBe(0);
    const detail = await app.inject({
      method: 'GET',
      url: `/web/v2/dianbo/collection/${series.id}`,
    });
    const durations = detail.json<{ data: CollectionInfo }>().data.videosGroup[0]!.videos;
    // Where a real series has them: a 60-120 s opening song, the closing one over the last 2-4 min.
    for (const [i, m] of body.data.episodes.entries()) {
      expect(m.introEnd - m.introStart).toBeGreaterThanOrEqual(60);
      expect(m.introEnd - m.introStart).toBeLessThanOrEqual(120);
      const outro = durations[i]!.duration! - m.outroStart;
      expect(outro).toBeGreaterThanOrEqual(120);
      expect(outro).toBeLessThanOrEqual(240);
    }
  });

  it('gives a film none and refuses an unknown title', async () => {
    const film = app.db
      .prepare(`SELECT vid AS id FROM titles WHERE type = 'movie' LIMIT 1`)
      .get() as { id: string };
    const { body } = await as<SkipMarks>(app, undefined, {
      method: 'GET',
      url: `/web/v2/dianbo/marks/${film.id}`,
    });
    expect(body.data).toEqual({ id: film.id, episodes: [] });
    const unknown = await as(app, undefined, {
      method: 'GET',
      url: '/web/v2/dianbo/marks/NoSuchId12',
    });
    expect(unknown.body.code).toBe(ErrorCode.NotFound);
  });
});
