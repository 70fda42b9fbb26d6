import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import {
  EXPIRED_TEST_EMAIL,
  EXPIRING_TEST_EMAIL,
  ensureTestAccounts,
  TEST_PASSWORD,
} from '../src/auth/test-accounts';
import { devAccounts } from '../src/dev/accounts';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from './vod-helpers';

describe('the seeded test accounts and the dev login', () => {
  let app: FastifyInstance;
  let prod: FastifyInstance;
  beforeAll(async () => {
    [app, prod] = await Promise.all([buildTestApi({ devRoutes: true }), buildTestApi()]);
  }, APP_START_TIMEOUT);
  afterAll(() => Promise.all([app.close(), prod.close()]));

  it('has a VIP for a year, a member, a VIP ending in 36 h and one ended 3 days ago, all with password xinghe123', async () => {
    const rows = app.db
      .prepare(
        'SELECT email, password_hash AS hash, expire_time AS expireTime FROM users ORDER BY email',
      )
      .all() as { email: string; hash: string; expireTime: number | null }[];
    const expiries = Object.fromEntries(rows.map((row) => [row.email, row.expireTime]));
    const now = Date.now() / 1000;
    const near = (expireTime: number | null | undefined, at: number) =>
      Math.abs((expireTime ?? 0) - at) < 120;
    expect(Object.keys(expiries)).toEqual([
      EXPIRED_TEST_EMAIL,
      EXPIRING_TEST_EMAIL,
      MEMBER_TEST_EMAIL,
      VIP_TEST_EMAIL,
    ]);
    expect(expiries[MEMBER_TEST_EMAIL]).toBeNull();
    expect(near(expiries[VIP_TEST_EMAIL], now + 365 * 86_400)).toBe(true);
    expect(near(expiries[EXPIRING_TEST_EMAIL], now + 36 * 3600)).toBe(true);
    expect(near(expiries[EXPIRED_TEST_EMAIL], now - 72 * 3600)).toBe(true);
    for (const row of rows) expect(await verifyPassword(TEST_PASSWORD, row.hash)).toBe(true);
  });

  it('puts the status accounts back into their VIP state on every start', () => {
    const expiring = app.db
      .prepare("SELECT id FROM users WHERE email = 'expiring@xinghe.test'")
      .get() as { id: number };
    app.db.prepare('UPDATE users SET expire_time = NULL WHERE id = ?').run(expiring.id);
    ensureTestAccounts(app.db);
    const { expireTime } = app.db
      .prepare('SELECT expire_time AS expireTime FROM users WHERE id = ?')
      .get(expiring.id) as { expireTime: number };
    expect(Math.abs(expireTime - (Date.now() / 1000 + 36 * 3600))).toBeLessThan(120);
  });

  it('logs in a seeded account by email and refuses an unknown one', async () => {
    const token = await loginAs(app, VIP_TEST_EMAIL);
    expect(await app.sessions.resolve(token)).toMatchObject({ email: VIP_TEST_EMAIL, isVip: true });
    const unknown = await call(app, {
      method: 'POST',
      url: '/__dev/login',
      payload: { email: 'nobody@xinghe.test' },
    });
    expect(unknown.body).toEqual({ code: 403, msg: '开发登录只能用于测试账号', data: null });
    const bad = await call(app, { method: 'POST', url: '/__dev/login', payload: { email: 'x' } });
    expect(bad.body).toEqual({ code: 400, msg: '参数错误：email', data: null });
  });

  it('refuses an account that is not a test account, so a stranger cannot take it over', async () => {
    const someone = devAccounts(app.db).ensure('someone-real@example.com');
    const reply = await call(app, {
      method: 'POST',
      url: '/__dev/login',
      payload: { email: someone.email },
    });
    expect(reply.body).toEqual({ code: 403, msg: '开发登录只能用于测试账号', data: null });
    const upper = await call(app, {
      method: 'POST',
      url: '/__dev/login',
      payload: { email: MEMBER_TEST_EMAIL.toUpperCase() },
    });
    expect(upper.body.code).toBe(0);
  });

  it('has no dev login without devRoutes', async () => {
    const { status } = await call(prod, {
      method: 'POST',
      url: '/__dev/login',
      payload: { email: MEMBER_TEST_EMAIL },
    });
    expect(status).toBe(404);
  });

  it('treats a revoked token as no token on the API', async () => {
    const token = await loginAs(app, MEMBER_TEST_EMAIL);
    const records = () => call(app, { url: '/user/dianbo/record', headers: { token } });
    expect((await records()).body.code).toBe(0);
    await app.sessions.revoke(token);
    expect((await records()).body).toEqual({ code: 401, msg: '请先登录', data: null });
  });
});
