import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { resolveTokenSecret } from '../src/auth/secret';
import { createSessions } from '../src/auth/sessions';
import {
  EXPIRED_TEST_EMAIL,
  EXPIRING_TEST_EMAIL,
  ensureTestAccounts,
  TEST_PASSWORD,
} from '../src/auth/test-accounts';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from '../src/auth/tokens';
import { migrations } from '../src/db/migrations';
import { runMigrations } from '../src/db/migrate';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from './vod-helpers';

const SECRET = 'a-test-secret-of-enough-length';

describe('tokens', () => {
  it('are three base64url parts that verify with the secret until they expire', async () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, claims } = await signToken(SECRET, 7, { now });
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(claims).toMatchObject({ sub: 7, iat: now / 1000, exp: now / 1000 + TOKEN_TTL_SECONDS });
    expect(await verifyToken(SECRET, token, now + 1000)).toEqual(claims);
    expect(await verifyToken(SECRET, token, (claims.exp - 1) * 1000)).toEqual(claims);
    expect(await verifyToken(SECRET, token, claims.exp * 1000)).toBeNull();
  });

  it('refuse another secret, a changed payload, and junk', async () => {
    const { token } = await signToken(SECRET, 7);
    expect(await verifyToken('another-secret-entirely', token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, jti: 'x', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
    for (const junk of ['', 'a.b.c', 'a.b', `${token}.x`, 'x'.repeat(5000)]) {
      expect(await verifyToken(SECRET, junk)).toBeNull();
    }
  });
  it('refuse an unsigned token (alg none) whatever it claims', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: '7', jti: 'x', iat: 0, exp: 9e9 };
    expect(
      await verifyToken(SECRET, `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`),
    ).toBeNull();
  });

  it('still accept a token signed before jose, with the user id as a number', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      sub: 7,
      jti: 'old',
      iat: 1_700_000_000,
      exp: 1_700_000_000 + TOKEN_TTL_SECONDS,
    };
    const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    const signature = createHmac('sha256', SECRET).update(input).digest('base64url');
    expect(await verifyToken(SECRET, `${input}.${signature}`, 1_700_000_000_000)).toEqual(claims);
  });
});

describe('passwords', () => {
  it('are stored as salted scrypt hashes that only the password matches', async () => {
    const hash = await hashPassword('xinghe123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('xinghe123');
    expect(await hashPassword('xinghe123')).not.toBe(hash);
    expect(await verifyPassword('xinghe123', hash)).toBe(true);
    expect(await verifyPassword('xinghe124', hash)).toBe(false);
    expect(await verifyPassword('xinghe123', '!locked')).toBe(false);
  });
});

describe('sessions', () => {
  const db = new Database(':memory:');
  runMigrations(db, migrations);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, expire_time, created_at) VALUES (1, 'a@x.test', '!', ?, 0)",
  ).run(Math.floor(Date.now() / 1000) + 3600);
  const sessions = createSessions(db, resolveTokenSecret(db, {}));

  it('resolve a token to its user with VIP status from the database', async () => {
    const { token } = await sessions.issue(1);
    expect(await sessions.resolve(token)).toMatchObject({ id: 1, email: 'a@x.test', isVip: true });
    db.prepare('UPDATE users SET expire_time = 100 WHERE id = 1').run();
    expect(await sessions.resolve(token)).toMatchObject({ id: 1, isVip: false, expireTime: 100 });
  });

  it('stop resolving a revoked token, but not the same user’s other tokens', async () => {
    const first = (await sessions.issue(1)).token;
    const second = (await sessions.issue(1)).token;
    expect(await sessions.revoke(first)).toBe(true);
    expect(await sessions.resolve(first)).toBeNull();
    expect(await sessions.resolve(second)).not.toBeNull();
    expect(await sessions.revoke('not.a.token')).toBe(false);
  });

  it('stop resolving expired tokens and tokens of deleted users', async () => {
    const { token, expiresAt } = await sessions.issue(1);
    expect(await sessions.resolve(token, expiresAt * 1000)).toBeNull();
    db.prepare(
      "INSERT INTO users (id, email, password_hash, created_at) VALUES (2, 'b@x.test', '!', 0)",
    ).run();
    const gone = (await sessions.issue(2)).token;
    db.prepare('DELETE FROM users WHERE id = 2').run();
    expect(await sessions.resolve(gone)).toBeNull();
  });

  it('keep the generated secret in the meta table, or take MOCK_TOKEN_SECRET', () => {
    const secret = resolveTokenSecret(db, {});
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveTokenSecret(db, {})).toBe(secret);
    expect(resolveTokenSecret(db, { MOCK_TOKEN_SECRET: SECRET })).toBe(SECRET);
    expect(() => resolveTokenSecret(db, { MOCK_TOKEN_SECRET: 'short' })).toThrow(/16/);
  });
});

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
    expect(unknown.body).toEqual({ code: 404, msg: '用户不存在', data: null });
    const bad = await call(app, { method: 'POST', url: '/__dev/login', payload: { email: 'x' } });
    expect(bad.body).toEqual({ code: 400, msg: '参数错误：email', data: null });
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
