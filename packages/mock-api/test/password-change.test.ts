/**
 * POST /user/changePassword as an attacker would try it: it ends the user's other sessions, it
 * does not tell whether an address has an account, and it is rate-limited like login.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@xinghe/contracts';
import { encryptWith, otherCode, publicKeyOf, sendCode } from './account-helpers';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const LIMITS = {
  emailCodePerIp: { limit: 1000, windowSeconds: 3600 },
  registerPerIp: { limit: 1000, windowSeconds: 3600 },
  loginPerEmail: { limit: 1000, windowSeconds: 60 },
  loginPerIp: { limit: 1000, windowSeconds: 60 },
  changePasswordPerEmail: { limit: 3, windowSeconds: 60 },
  changePasswordPerIp: { limit: 4, windowSeconds: 60 },
};

let app: FastifyInstance;
let clock = Date.now();
let publicKey: string;
let counter = 0;
const freshEmail = () => `changer${++counter}@example.com`;
/** Each test speaks from its own address, so per-IP counts of one test never meet another's. */
let ip = '';
const encrypt = (password: string) => encryptWith(publicKey, password);

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true, now: () => clock, rateLimits: LIMITS });
  publicKey = await publicKeyOf(app);
}, APP_START_TIMEOUT);
afterAll(() => app.close());
beforeEach(() => {
  clock += 3600_000; // every wait of an earlier test is over
  ip = `10.0.0.${counter + 1}`;
});

/** The host proxies from loopback and appends the browser's address. */
const post = <T = unknown>(url: string, payload: object, token?: string, from = ip) =>
  call<T>(app, {
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': from, ...(token ? { token } : {}) },
  });
const detail = (token: string) => call(app, { url: '/user/detail', headers: { token } });

async function register(email: string, password = 'oldpass1'): Promise<string> {
  const code = await sendCode(app, email);
  const { body } = await post<Session>('/user/register', {
    email,
    code,
    password: encrypt(password),
  });
  if (body.code !== 0) throw new Error(`register ${email}: ${body.msg}`);
  return body.data.token;
}

async function login(email: string, password = 'oldpass1'): Promise<string> {
  const { body } = await post<Session>('/user/login', { email, password: encrypt(password) });
  if (body.code !== 0) throw new Error(`login ${email}: ${body.msg}`);
  return body.data.token;
}

async function changePassword(email: string, token?: string) {
  clock += 61_000; // past the resend wait of the address
  const code = await sendCode(app, email);
  return post('/user/changePassword', { email, code, password: encrypt('newpass1') }, token);
}

const LOGGED_OUT = { code: 401, msg: '请先登录', data: null };

describe('a password change ends the other sessions', () => {
  it('refuses every other token of the user; the session that changed it stays', async () => {
    const email = freshEmail();
    const phone = await register(email);
    const laptop = await login(email);
    const tablet = await login(email);
    expect((await changePassword(email, laptop)).body.code).toBe(0);

    expect((await detail(laptop)).body.code).toBe(0);
    for (const token of [phone, tablet]) {
      expect((await detail(token)).body).toEqual(LOGGED_OUT);
      expect((await call(app, { url: '/user/verifyToken', headers: { token } })).body).toEqual(
        LOGGED_OUT,
      );
    }
    // A new login with the new password is a new, valid session.
    expect((await detail(await login(email, 'newpass1'))).body.code).toBe(0);
  });

  it('logged out (forgotten password): every session of the user ends', async () => {
    const email = freshEmail();
    const sessions = [await register(email), await login(email)];
    expect((await changePassword(email)).body.code).toBe(0);
    for (const token of sessions) expect((await detail(token)).body).toEqual(LOGGED_OUT);
  });

  it("another account's token keeps nobody's session and loses nothing", async () => {
    const email = freshEmail();
    const own = await register(email);
    const bystanderEmail = freshEmail();
    const bystander = await register(bystanderEmail);
    expect((await changePassword(email, bystander)).body.code).toBe(0);
    expect((await detail(own)).body).toEqual(LOGGED_OUT);
    expect((await detail(bystander)).body.code).toBe(0);
  });
});

describe('a password change does not tell which emails have an account', () => {
  it('answers an unknown email as it answers a known one without a live code', async () => {
    const known = freshEmail();
    await register(known); // the registration used its code up
    const unknown = freshEmail();
    const attempt = (email: string) =>
      post('/user/changePassword', { email, code: '123456', password: encrypt('newpass1') });
    const forKnown = await attempt(known);
    const forUnknown = await attempt(unknown);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forUnknown.body).toEqual({ code: 400, msg: '验证码已过期，请重新获取', data: null });
  });

  it('answers a wrong code alike for both, with a code sent to each', async () => {
    const known = freshEmail();
    await register(known);
    clock += 61_000;
    const unknown = freshEmail();
    const codes = { [known]: await sendCode(app, known), [unknown]: await sendCode(app, unknown) };
    const attempt = (email: string) =>
      post('/user/changePassword', {
        email,
        code: otherCode(codes[email]!),
        password: encrypt('newpass1'),
      });
    const forKnown = await attempt(known);
    expect((await attempt(unknown)).body).toEqual(forKnown.body);
    expect(forKnown.body.msg).toBe('验证码错误');
  });

  it('tells only the holder of the right code that the address has no account', async () => {
    const unknown = freshEmail();
    const code = await sendCode(app, unknown);
    expect(
      (await post('/user/changePassword', { email: unknown, code, password: encrypt('newpass1') }))
        .body,
    ).toEqual({ code: 404, msg: '该邮箱未注册', data: null });
  });
});

describe('a password change is rate-limited like login', () => {
  const attempt = (email: string, from: string) =>
    post(
      '/user/changePassword',
      { email, code: '000000', password: encrypt('x') },
      undefined,
      from,
    );

  it('per email, across client IPs, with the seconds to wait as data', async () => {
    const email = freshEmail();
    for (const n of [1, 2, 3]) expect((await attempt(email, `10.1.0.${n}`)).body.code).toBe(400);
    clock += 15_000;
    expect((await attempt(email, '10.1.0.4')).body).toEqual({
      code: 429,
      msg: '操作过于频繁，请45秒后再试',
      data: { retryAfterSeconds: 45 },
    });
    // Unknown addresses are limited the same way.
    const unknown = freshEmail();
    for (const n of [1, 2, 3]) expect((await attempt(unknown, `10.2.0.${n}`)).body.code).toBe(400);
    expect((await attempt(unknown, '10.2.0.4')).body.code).toBe(429);
    clock += 45_000;
    expect((await attempt(email, '10.1.0.5')).body.code).toBe(400);
  });

  it('per client IP, across emails', async () => {
    for (let n = 0; n < 4; n++) expect((await attempt(freshEmail(), ip)).body.code).toBe(400);
    const refused = await attempt(freshEmail(), ip);
    expect(refused.body).toMatchObject({ code: 429, data: { retryAfterSeconds: 60 } });
    expect((await attempt(freshEmail(), '10.3.0.1')).body.code).toBe(400);
  });

  it('refuses the right code too while the attempts are spent, changing nothing', async () => {
    const email = freshEmail();
    await register(email);
    clock += 61_000;
    const live = await sendCode(app, email);
    for (const n of [1, 2, 3]) expect((await attempt(email, `10.4.0.${n}`)).body.code).toBe(400);
    const change = () =>
      post('/user/changePassword', { email, code: live, password: encrypt('newpass1') });
    expect((await change()).body.code).toBe(429);
    expect(await login(email)).toEqual(expect.any(String));
    clock += 60_000;
    expect((await change()).body).toEqual({ code: 0, msg: 'ok', data: { changed: true } });
  });
});
