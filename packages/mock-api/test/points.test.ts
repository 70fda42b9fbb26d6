/**
 * Points and invites through `app.inject`: check-in once per Shanghai day, exchange for VIP days,
 * watch points with their daily cap, invite figures.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckedIn, Exchanged, InviteInfo, PointsInfo } from '@xinghe/contracts';
import { createPointsLedger } from '../src/points/ledger';
import { as, buildPaymentApi, expireTimeOf, newAccount, testClock } from './payment-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildPaymentApi(clock);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const DAY = 86_400;
/** 2026-11-21 23:59:59 in Shanghai (UTC+8). */
const SHANGHAI_LATE = Date.UTC(2026, 10, 21, 15, 59, 59);
const nowSeconds = () => Math.floor(clock.now() / 1000);

const points = (token: string) =>
  as<PointsInfo>(app, token, { method: 'GET', url: '/user/points' });
const checkIn = (token: string) =>
  as<CheckedIn>(app, token, { method: 'POST', url: '/user/points/checkIn', payload: {} });
const exchange = (token: string, optionId: number) =>
  as<Exchanged>(app, token, {
    method: 'POST',
    url: '/user/points/exchange',
    payload: { optionId },
  });
/** The seed's most popular film (domain/video-ids.ts). */
const play = (token: string | undefined, cid = 'LX89vyQfIj') =>
  as(app, token, { method: 'POST', url: '/metrics/v1/play', payload: { cid } });

function give(userId: number, amount: number) {
  createPointsLedger(app.db).award(userId, 'invite', amount, nowSeconds());
}

describe('GET /user/points', () => {
  it('shows a new account zero points, the rules and the exchange options', async () => {
    const user = await newAccount(app, 'points');
    expect((await points(user.token)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        balance: 0,
        checkedInToday: false,
        rules: { checkIn: 10, watch: 2, watchDailyCap: 10, invite: 100 },
        options: [
          { id: 1, days: 1, points: 100 },
          { id: 2, days: 7, points: 600 },
          { id: 3, days: 30, points: 2000 },
        ],
        history: [],
      },
    });
  });

  it('asks a visitor to log in', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/user/points' },
      { method: 'POST' as const, url: '/user/points/checkIn', payload: {} },
      { method: 'POST' as const, url: '/user/points/exchange', payload: { optionId: 1 } },
      { method: 'GET' as const, url: '/user/invite' },
    ]) {
      expect((await as(app, undefined, request)).body, request.url).toEqual({
        code: 401,
        msg: '请先登录',
        data: null,
      });
    }
  });
});

describe('POST /user/points/checkIn', () => {
  it('adds 10 points once per Asia/Shanghai calendar day', async () => {
    const user = await newAccount(app, 'checkin');
    clock.set(SHANGHAI_LATE);
    expect((await checkIn(user.token)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { balance: 10, gained: 10 },
    });
    expect((await points(user.token)).body.data.checkedInToday).toBe(true);

    // Same Shanghai day (it is still 23:59:59 there): refused, nothing added.
    expect((await checkIn(user.token)).body).toEqual({
      code: 409,
      msg: '今天已经签到过了',
      data: null,
    });
    expect((await points(user.token)).body.data.balance).toBe(10);

    // One second later it is the next day in Shanghai, though still the same UTC date.
    clock.advance(1);
    expect((await points(user.token)).body.data.checkedInToday).toBe(false);
    expect((await checkIn(user.token)).body.data).toEqual({ balance: 20, gained: 10 });
    expect((await points(user.token)).body.data.history).toEqual([
      { kind: 'checkIn', points: 10, createdAt: nowSeconds() },
      { kind: 'checkIn', points: 10, createdAt: nowSeconds() - 1 },
    ]);
  });
});

describe('POST /user/points/exchange', () => {
  it('refuses without enough points (400 积分不足) and changes nothing', async () => {
    const user = await newAccount(app, 'poor');
    give(user.id, 599);
    expect((await exchange(user.token, 2)).body).toEqual({
      code: 400,
      msg: '积分不足',
      data: null,
    });
    expect((await points(user.token)).body.data.balance).toBe(599);
    expect(expireTimeOf(app, user.id)).toBeNull();
  });

  it('turns points into exactly the option days, from now without VIP', async () => {
    const user = await newAccount(app, 'saver');
    give(user.id, 700);
    const { body } = await exchange(user.token, 2);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { balance: 100, expireTime: nowSeconds() + 7 * DAY },
    });
    expect(expireTimeOf(app, user.id)).toBe(nowSeconds() + 7 * DAY);
    expect((await points(user.token)).body.data.history[0]).toEqual({
      kind: 'exchange',
      points: -600,
      createdAt: nowSeconds(),
    });
  });

  it('extends a running VIP from its current expiry by exactly the days', async () => {
    const user = await newAccount(app, 'vipsaver');
    const current = nowSeconds() + 10 * DAY + 123;
    app.db.prepare('UPDATE users SET expire_time = ? WHERE id = ?').run(current, user.id);
    give(user.id, 100);
    expect((await exchange(user.token, 1)).body.data).toEqual({
      balance: 0,
      expireTime: current + DAY,
    });
    expect(expireTimeOf(app, user.id)).toBe(current + DAY);
  });

  it('refuses an unknown option (404 兑换选项不存在)', async () => {
    const user = await newAccount(app, 'odd');
    give(user.id, 5000);
    expect((await exchange(user.token, 9)).body).toEqual({
      code: 404,
      msg: '兑换选项不存在',
      data: null,
    });
    expect((await points(user.token)).body.data.balance).toBe(5000);
  });
});

describe('watch points on POST /metrics/v1/play', () => {
  it('awards 2 points per start with a valid token, at most 10 a Shanghai day', async () => {
    const user = await newAccount(app, 'watcher');
    clock.set(SHANGHAI_LATE - 3_600_000);
    for (let i = 0; i < 7; i++) {
      expect((await play(user.token)).body).toMatchObject({ code: 0, data: null });
    }
    const info = (await points(user.token)).body.data;
    expect(info.balance).toBe(10);
    expect(info.history.filter((entry) => entry.kind === 'watch')).toHaveLength(5);

    clock.set(SHANGHAI_LATE + 1000);
    await play(user.token);
    expect((await points(user.token)).body.data.balance).toBe(12);
  });

  it('gives nothing without a token or with a forged one, and still counts the play', async () => {
    const user = await newAccount(app, 'anon');
    expect((await play(undefined)).body).toMatchObject({ code: 0 });
    expect((await play(`${user.token.slice(0, -4)}AAAA`)).body).toMatchObject({ code: 0 });
    expect((await points(user.token)).body.data.balance).toBe(0);
  });
});

describe('GET /user/invite', () => {
  it('shows my invite code, how many joined with it and what it earned', async () => {
    const inviter = await newAccount(app, 'inviter');
    const first = await as<InviteInfo>(app, inviter.token, { method: 'GET', url: '/user/invite' });
    expect(first.body.data).toEqual({
      inviteCode: expect.stringMatching(/^[0-9a-z]{8}$/),
      invitedCount: 0,
      pointsEarned: 0,
      pointsPerInvite: 100,
    });

    // What register does for an invited account (backend-accounts' route): link it, credit 100.
    const friend = await newAccount(app, 'friend');
    app.db.prepare('UPDATE users SET invited_by = ? WHERE id = ?').run(inviter.id, friend.id);
    give(inviter.id, 100);
    const after = await as<InviteInfo>(app, inviter.token, { method: 'GET', url: '/user/invite' });
    expect(after.body.data).toMatchObject({
      inviteCode: first.body.data.inviteCode,
      invitedCount: 1,
      pointsEarned: 100,
    });
  });
});
