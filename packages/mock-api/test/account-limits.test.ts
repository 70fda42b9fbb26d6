import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mockApi from '../src/app';
import { TEST_PASSWORD } from '../src/auth/test-accounts';
import { encryptWith, newestCode, publicKeyOf, sendCode } from './account-helpers';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from './vod-helpers';

const TIGHT = {
  userExistPerIp: { limit: 2, windowSeconds: 60 },
  emailCodePerIp: { limit: 3, windowSeconds: 3600 },
  loginPerEmail: { limit: 2, windowSeconds: 60 },
  loginPerIp: { limit: 3, windowSeconds: 60 },
  registerPerIp: { limit: 2, windowSeconds: 3600 },
};

describe('rate limits (lowered through buildMockApi options)', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  let publicKey: string;

  beforeAll(async () => {
    app = await buildTestApi({ devRoutes: true, now: () => clock, rateLimits: TIGHT });
    publicKey = await publicKeyOf(app);
  }, APP_START_TIMEOUT);
  afterAll(() => app.close());

  /** The host proxies from loopback and appends the browser's address. */
  const from = (ip: string) => ({ 'x-forwarded-for': `10.9.9.9, ${ip}` });

  it('limits the exist check per client IP, with the seconds to wait', async () => {
    const ask = (ip: string) =>
      call(app, { url: `/user/exist/${MEMBER_TEST_EMAIL}`, headers: from(ip) });
    expect((await ask('1.1.1.1')).body.code).toBe(0);
    clock += 10_000;
    expect((await ask('1.1.1.1')).body.code).toBe(0);
    clock += 5_000;
    expect((await ask('1.1.1.1')).body).toEqual({
      code: 429,
      msg: '操作过于频繁，请45秒后再试',
      data: { retryAfterSeconds: 45 },
    });
    // Another client is counted apart.
    expect((await ask('2.2.2.2')).body.code).toBe(0);
    // The window slides: the first attempt leaves it after 60 s.
    clock += 45_000;
    expect((await ask('1.1.1.1')).body.code).toBe(0);
    expect((await ask('1.1.1.1')).body.code).toBe(429);
  });

  it('believes X-Forwarded-For only from loopback', async () => {
    const ask = (remoteAddress: string) =>
      call(app, {
        url: `/user/exist/${MEMBER_TEST_EMAIL}`,
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
      });
    expect((await ask('198.51.100.7')).body.code).toBe(0);
    expect((await ask('198.51.100.7')).body.code).toBe(0);
    // A client far away writing its own header does not get a fresh count.
    expect((await ask('198.51.100.7')).body.code).toBe(429);
  });

  it('limits code sends per IP an hour', async () => {
    const send = (n: number) =>
      call(app, { url: `/user/sendEmailCode/ip${n}@example.com`, headers: from('3.3.3.3') });
    for (const n of [1, 2, 3]) expect((await send(n)).body.code).toBe(0);
    expect((await send(4)).body).toMatchObject({ code: 429, msg: '操作过于频繁，请3600秒后再试' });
    // The refused send mailed nothing.
    const mailbox = await call<{ messages: unknown[] }>(app, '/__dev/mailbox/ip4@example.com');
    expect(mailbox.body.data.messages).toEqual([]);
    // The per-address wait of a refused send is not started either.
    expect(
      (await call(app, { url: '/user/sendEmailCode/ip4@example.com', headers: from('4.4.4.4') }))
        .body.code,
    ).toBe(0);
    expect(await newestCode(app, 'ip4@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses login bursts per email before checking the password', async () => {
    const login = (ip: string, password = TEST_PASSWORD) =>
      call(app, {
        method: 'POST',
        url: '/user/login',
        headers: from(ip),
        payload: { email: VIP_TEST_EMAIL, password: encryptWith(publicKey, password) },
      });
    expect((await login('5.5.5.1', 'wrong-one')).body.msg).toBe('邮箱或密码错误');
    expect((await login('5.5.5.2', 'wrong-two')).body.msg).toBe('邮箱或密码错误');
    // The right password, but the email's attempts are spent: refused, no session.
    const refused = await login('5.5.5.3');
    expect(refused.body).toEqual({
      code: 429,
      msg: '操作过于频繁，请60秒后再试',
      data: { retryAfterSeconds: 60 },
    });
    clock += 60_000;
    expect((await login('5.5.5.4')).body.code).toBe(0);
  });

  it('limits registrations per IP an hour, counting every attempt before any check', async () => {
    const register = (ip: string, payload: object) =>
      call(app, { method: 'POST', url: '/user/register', headers: from(ip), payload });
    const email = 'newcomer@example.com';
    const code = await sendCode(app, email);
    const valid = { email, code, password: encryptWith(publicKey, 'secret1') };
    expect((await register('7.7.7.7', { ...valid, email: 'nope' })).body.msg).toBe(
      '邮箱格式不正确',
    );
    clock += 100_000;
    expect((await register('7.7.7.7', { ...valid, code: '12' })).body.msg).toBe('验证码错误');
    // A request that would succeed is refused too, and makes no account.
    expect((await register('7.7.7.7', valid)).body).toEqual({
      code: 429,
      msg: '操作过于频繁，请3500秒后再试',
      data: { retryAfterSeconds: 3500 },
    });
    expect((await call(app, `/user/exist/${email}`)).body.data).toEqual({ exist: false });
    // Another client is counted apart.
    expect((await register('8.8.8.8', valid)).body.code).toBe(0);
  });

  it('refuses login bursts per IP across emails', async () => {
    const login = (email: string) =>
      call(app, {
        method: 'POST',
        url: '/user/login',
        headers: from('6.6.6.6'),
        payload: { email, password: encryptWith(publicKey, 'whatever1') },
      });
    for (const n of [1, 2, 3]) expect((await login(`spray${n}@example.com`)).body.code).toBe(400);
    expect((await login('spray4@example.com')).body.code).toBe(429);
  });
});

describe('logging', () => {
  it(
    'never writes a password or an email code, and notes a sent mail with a masked address',
    async () => {
      const lines: string[] = [];
      const app = Fastify({
        logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
      });
      await app.register(fp(mockApi, { name: 'mock-api' }), {
        dbFile: ':memory:',
        devRoutes: true,
      });
      await app.ready();
      try {
        const publicKey = await publicKeyOf(app);
        const email = 'secretive@example.com';
        await call(app, `/user/sendEmailCode/${email}`);
        const code = await newestCode(app, email);
        const password = encryptWith(publicKey, 'hunter22');
        await call(app, {
          method: 'POST',
          url: '/user/register',
          payload: { email, code, password },
        });
        await call(app, { method: 'POST', url: '/user/login', payload: { email, password } });
        const log = lines.join('\n');
        expect(log).toContain('mail to s***@example.com: code sent');
        expect(log).toContain('/user/login');
        for (const secret of ['hunter22', password, code]) expect(log).not.toContain(secret);
      } finally {
        await app.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

describe('the dev mailbox', () => {
  it(
    'does not exist without dev routes (production)',
    async () => {
      const app = await buildTestApi();
      try {
        expect((await call(app, '/__dev/mailbox/a@example.com')).status).toBe(404);
        expect((await call(app, '/user/sendEmailCode/a@example.com')).body.code).toBe(0);
      } finally {
        await app.close();
      }
    },
    APP_START_TIMEOUT,
  );
});
