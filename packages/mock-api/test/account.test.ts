import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InviteInfo, Session, UserInfo } from '@xinghe/contracts';
import { TEST_PASSWORD } from '../src/auth/test-accounts';
import { buildTestApi, call } from './helpers';
import { encryptWith, newestCode, otherCode, publicKeyOf, sendCode } from './account-helpers';
import { APP_START_TIMEOUT, MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from './vod-helpers';

/** Limits high enough that the tests of other rules never meet them. */
const ROOMY_LIMITS = {
  userExistPerIp: { limit: 1000, windowSeconds: 60 },
  emailCodePerIp: { limit: 1000, windowSeconds: 3600 },
  loginPerEmail: { limit: 1000, windowSeconds: 60 },
  loginPerIp: { limit: 1000, windowSeconds: 60 },
  registerPerIp: { limit: 1000, windowSeconds: 3600 },
  changePasswordPerEmail: { limit: 1000, windowSeconds: 60 },
  changePasswordPerIp: { limit: 1000, windowSeconds: 60 },
};

let app: FastifyInstance;
let clock = Date.now();
let publicKey: string;
let counter = 0;
/** A fresh address per test, so codes and limits of one test never meet another's. */
const freshEmail = () => `user${++counter}@example.com`;
const encrypt = (password: string) => encryptWith(publicKey, password);

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true, now: () => clock, rateLimits: ROOMY_LIMITS });
  publicKey = await publicKeyOf(app);
}, APP_START_TIMEOUT);
afterAll(() => app.close());
beforeEach(() => {
  clock += 3600_000; // an hour on: every per-address wait of an earlier test is over
});

const post = <T = unknown>(url: string, payload: object, token?: string) =>
  call<T>(app, { method: 'POST', url, payload, headers: token ? { token } : {} });
const get = <T = unknown>(url: string, token?: string) =>
  call<T>(app, { url, headers: token ? { token } : {} });

async function register(email: string, password = 'secret1', inviteId?: string) {
  const code = await sendCode(app, email);
  return post<Session>('/user/register', {
    email,
    code,
    password: encrypt(password),
    ...(inviteId !== undefined && { inviteId }),
  });
}

describe('GET /user/publicKey', () => {
  it('is a PEM SPKI key that stays the same', async () => {
    const { body } = await get<{ publicKey: string }>('/user/publicKey');
    expect(body.code).toBe(0);
    expect(body.data.publicKey).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/,
    );
    expect(body.data.publicKey).toBe(publicKey);
  });
});

describe('GET /user/exist/{email}', () => {
  it('says whether an account exists, ignoring case', async () => {
    expect((await get(`/user/exist/${MEMBER_TEST_EMAIL}`)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { exist: true },
    });
    expect((await get('/user/exist/MEMBER@Xinghe.test')).body.data).toEqual({ exist: true });
    expect((await get('/user/exist/nobody@example.com')).body.data).toEqual({ exist: false });
  });

  it('refuses an address that is not one', async () => {
    for (const bad of ['plain', 'a@b', 'a%20b@c.com', '@x.com']) {
      const { status, body } = await get(`/user/exist/${bad}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 400, msg: '邮箱格式不正确', data: null });
    }
  });
});

describe('GET /user/sendEmailCode/{email}', () => {
  it('sends a 6-digit code to the dev mailbox', async () => {
    const email = freshEmail();
    const { body } = await get(`/user/sendEmailCode/${email}`);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { sent: true, resendAfter: 60, expiresIn: 600 },
    });
    const mailbox = await get<{ messages: { code: string; subject: string; sentAt: number }[] }>(
      `/__dev/mailbox/${email}`,
    );
    expect(mailbox.body.data.messages).toEqual([
      {
        code: expect.stringMatching(/^\d{6}$/),
        subject: '星河影视验证码',
        sentAt: Math.floor(clock / 1000),
      },
    ]);
  });

  it('refuses a second send within 60 s with the seconds left, then sends again', async () => {
    const email = freshEmail();
    const first = await sendCode(app, email);
    clock += 20_000;
    expect((await get(`/user/sendEmailCode/${email}`)).body).toMatchObject({
      code: 429,
      msg: '请40秒后再获取验证码',
      data: { retryAfterSeconds: 40 },
    });
    clock += 40_000;
    expect((await get(`/user/sendEmailCode/${email}`)).body.code).toBe(0);
    const mailbox = await get<{ messages: { code: string }[] }>(`/__dev/mailbox/${email}`);
    expect(mailbox.body.data.messages).toHaveLength(2);
    expect(mailbox.body.data.messages[1]!.code).toBe(first);
  });

  it('refuses an address that is not one', async () => {
    expect((await get('/user/sendEmailCode/not-an-email')).body).toMatchObject({
      code: 400,
      msg: '邮箱格式不正确',
    });
  });
});

describe('POST /user/validateCode', () => {
  it('accepts the code without using it up', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    expect((await post('/user/validateCode', { email, code })).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { valid: true },
    });
    expect((await post('/user/validateCode', { email, code })).body.code).toBe(0);
    const registered = await post('/user/register', { email, code, password: encrypt('secret1') });
    expect(registered.body.code).toBe(0);
  });

  it('refuses a wrong code, and a code that was never sent', async () => {
    const email = freshEmail();
    expect((await post('/user/validateCode', { email, code: '123456' })).body).toMatchObject({
      code: 400,
      msg: '验证码已过期，请重新获取',
    });
    const code = await sendCode(app, email);
    expect((await post('/user/validateCode', { email, code: otherCode(code) })).body).toMatchObject(
      { code: 400, msg: '验证码错误' },
    );
    expect((await post('/user/validateCode', { email, code: '12' })).body).toMatchObject({
      code: 400,
      msg: '验证码错误',
    });
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    clock += 599_000;
    expect((await post('/user/validateCode', { email, code })).body.code).toBe(0);
    clock += 1000;
    expect((await post('/user/validateCode', { email, code })).body).toMatchObject({
      code: 400,
      msg: '验证码已过期，请重新获取',
    });
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await post('/user/validateCode', { email, code: wrong })).body.msg);
    }
    expect(messages).toEqual([...Array(4).fill('验证码错误'), '验证码错误次数过多，请重新获取']);
    expect((await post('/user/validateCode', { email, code })).body).toMatchObject({
      code: 400,
      msg: '验证码错误次数过多，请重新获取',
    });
    // A new code starts a new count.
    clock += 60_000;
    const fresh = await sendCode(app, email);
    expect((await post('/user/validateCode', { email, code: fresh })).body.code).toBe(0);
  });

  it('uses only the newest code of an address', async () => {
    const email = freshEmail();
    const first = await sendCode(app, email);
    clock += 60_000;
    const second = await sendCode(app, email);
    if (first !== second) {
      expect((await post('/user/validateCode', { email, code: first })).body.msg).toBe(
        '验证码错误',
      );
    }
    expect((await post('/user/validateCode', { email, code: second })).body.code).toBe(0);
  });
});

describe('POST /user/register', () => {
  it('creates the account and logs it in', async () => {
    const email = freshEmail();
    const { body } = await register(email, '新密码abc');
    expect(body.code).toBe(0);
    const session = body.data;
    expect(session.token.split('.')).toHaveLength(3);
    expect(session.expiresAt).toBe(Math.floor(clock / 1000) + 30 * 86_400);
    expect(session.user).toEqual({
      id: expect.any(Number),
      email,
      expireTime: null,
      isVip: false,
      points: 0,
      inviteCode: expect.stringMatching(/^[0-9a-z]{8}$/),
      createdAt: Math.floor(clock / 1000),
    });
    expect((await get<UserInfo>('/user/verifyToken', session.token)).body.data).toEqual(
      session.user,
    );
    const login = await post('/user/login', { email, password: encrypt('新密码abc') });
    expect(login.body.code).toBe(0);
  });

  it('uses the code up: a replayed request is refused and changes nothing', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    const payload = { email, code, password: encrypt('secret1') };
    expect((await post('/user/register', payload)).body.code).toBe(0);
    expect((await post('/user/register', payload)).body).toMatchObject({
      code: 409,
      msg: '该邮箱已注册',
      data: null,
    });
    const count = app.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(email);
    expect(count).toEqual({ n: 1 });
    // The code cannot serve another registration either.
    expect((await post('/user/validateCode', { email, code })).body.msg).toBe(
      '验证码已过期，请重新获取',
    );
  });

  it('refuses a taken address, in any case', async () => {
    const code = await sendCode(app, 'Member@xinghe.test');
    expect(
      (
        await post('/user/register', {
          email: 'Member@xinghe.test',
          code,
          password: encrypt('secret1'),
        })
      ).body,
    ).toMatchObject({ code: 409, msg: '该邮箱已注册' });
  });

  it('refuses a password outside 6-20 characters without using up the code', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    for (const password of ['12345', 'x'.repeat(21)]) {
      expect(
        (await post('/user/register', { email, code, password: encrypt(password) })).body,
      ).toMatchObject({ code: 400, msg: '密码长度为6-20位' });
    }
    expect(
      (await post('/user/register', { email, code, password: encrypt('x'.repeat(20)) })).body.code,
    ).toBe(0);
  });

  it('says nothing about the password without the right code (no padding oracle)', async () => {
    const email = freshEmail();
    const undecryptable = Buffer.alloc(256, 7).toString('base64');
    const attempt = (code: string, password: string) =>
      post('/user/register', { email, code, password });
    // No code sent yet: both ciphertexts get the same code refusal.
    for (const password of [undecryptable, encrypt('secret1')]) {
      expect((await attempt('123456', password)).body).toEqual({
        code: 400,
        msg: '验证码已过期，请重新获取',
        data: null,
      });
    }
    const code = await sendCode(app, email);
    for (const password of [undecryptable, encrypt('secret1'), encrypt('12345')]) {
      expect((await attempt(otherCode(code), password)).body).toEqual({
        code: 400,
        msg: '验证码错误',
        data: null,
      });
    }
    // With the right code the password is looked at, and that refusal costs a try too.
    expect((await attempt(code, undecryptable)).body.msg).toBe('密码格式不正确');
    expect((await attempt(otherCode(code), undecryptable)).body.msg).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect((await attempt(code, encrypt('secret1'))).body.msg).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect((await get(`/user/exist/${email}`)).body.data).toEqual({ exist: false });
  });

  it('kills the code after 5 refused passwords, each costing a try', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    const refusals: string[] = [];
    for (const password of ['AAAA', encrypt('12345'), '!!!!', encrypt('x'.repeat(21)), 'AAAA']) {
      refusals.push((await post('/user/register', { email, code, password })).body.msg);
    }
    expect(refusals).toEqual([
      '密码格式不正确',
      '密码长度为6-20位',
      '密码格式不正确',
      '密码长度为6-20位',
      '密码格式不正确',
    ]);
    // The right code with a good password now: the code is dead, no account is made.
    expect(
      (await post('/user/register', { email, code, password: encrypt('secret1') })).body,
    ).toMatchObject({ code: 400, msg: '验证码错误次数过多，请重新获取' });
    expect((await get(`/user/exist/${email}`)).body.data).toEqual({ exist: false });
  });

  it('does not count a try for a taken address', async () => {
    const email = freshEmail();
    await register(email);
    clock += 60_000;
    const code = await sendCode(app, email);
    for (let i = 0; i < 6; i++) {
      const taken = await post('/user/register', {
        email,
        code: otherCode(code),
        password: 'AAAA',
      });
      expect(taken.body).toMatchObject({ code: 409, msg: '该邮箱已注册' });
    }
    expect((await post('/user/validateCode', { email, code })).body.code).toBe(0);
  });

  it('refuses a password that does not decrypt', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    const junk = ['secret1', Buffer.alloc(256, 7).toString('base64'), 'AAAA', '!!!!'];
    for (const password of junk) {
      expect((await post('/user/register', { email, code, password })).body).toMatchObject({
        code: 400,
        msg: '密码格式不正确',
      });
    }
  });

  it('refuses a wrong code and a bad address', async () => {
    const email = freshEmail();
    const code = await sendCode(app, email);
    const password = encrypt('secret1');
    expect(
      (await post('/user/register', { email, code: otherCode(code), password })).body.msg,
    ).toBe('验证码错误');
    expect((await post('/user/register', { email: 'nope', code, password })).body.msg).toBe(
      '邮箱格式不正确',
    );
  });

  it('links a new account to its inviter without crediting anything yet; an unknown code is ignored', async () => {
    const inviter = (await register(freshEmail())).body.data;
    const inviteCode = inviter.user.inviteCode;
    expect((await register(freshEmail(), 'secret1', inviteCode.toUpperCase())).body.code).toBe(0);
    expect((await register(freshEmail(), 'secret1', 'nosuchcode')).body.code).toBe(0);
    expect((await register(freshEmail(), 'secret1', inviteCode)).body.code).toBe(0);
    const invited = await get<InviteInfo>('/user/invite', inviter.token);
    expect(invited.body.data).toMatchObject({ invitedCount: 2, pointsEarned: 0 });
    // Points come with an invited account's first payment (the payment tests), not with sign-up.
    expect((await get<UserInfo>('/user/detail', inviter.token)).body.data.points).toBe(0);
  });
});

describe('POST /user/login', () => {
  it('logs in the test accounts with the VIP expiry', async () => {
    const vip = await post<Session>('/user/login', {
      email: VIP_TEST_EMAIL,
      password: encrypt(TEST_PASSWORD),
    });
    expect(vip.body.code).toBe(0);
    expect(vip.body.data.user).toMatchObject({ email: VIP_TEST_EMAIL, isVip: true });
    expect(vip.body.data.user.expireTime).toBeGreaterThan(Date.now() / 1000);
    const member = await post<Session>('/user/login', {
      email: MEMBER_TEST_EMAIL,
      password: encrypt(TEST_PASSWORD),
    });
    expect(member.body.data.user).toMatchObject({ expireTime: null, isVip: false });
    expect((await get('/user/detail', member.body.data.token)).body.code).toBe(0);
  });

  it('says the same for a wrong password and an unknown email', async () => {
    const wrong = await post('/user/login', {
      email: MEMBER_TEST_EMAIL,
      password: encrypt('xinghe124'),
    });
    const unknown = await post('/user/login', {
      email: 'nobody@example.com',
      password: encrypt(TEST_PASSWORD),
    });
    for (const reply of [wrong, unknown]) {
      expect(reply.body).toEqual({ code: 400, msg: '邮箱或密码错误', data: null });
    }
  });

  it('answers a password that does not decrypt like a wrong one (no padding oracle)', async () => {
    expect(
      (await post('/user/login', { email: MEMBER_TEST_EMAIL, password: TEST_PASSWORD })).body,
    ).toEqual({ code: 400, msg: '邮箱或密码错误', data: null });
  });

  it('refuses missing fields with a Chinese message', async () => {
    const { body } = await post('/user/login', { email: MEMBER_TEST_EMAIL });
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/password/);
  });
});

describe('POST /user/changePassword', () => {
  it('sets a new password with an email code, logged out', async () => {
    const email = freshEmail();
    await register(email, 'oldpass1');
    clock += 60_000;
    const code = await sendCode(app, email);
    expect(
      (await post('/user/changePassword', { email, code, password: encrypt('newpass1') })).body,
    ).toEqual({ code: 0, msg: 'ok', data: { changed: true } });
    expect((await post('/user/login', { email, password: encrypt('oldpass1') })).body.msg).toBe(
      '邮箱或密码错误',
    );
    expect((await post('/user/login', { email, password: encrypt('newpass1') })).body.code).toBe(0);
    // The code is used up.
    expect(
      (await post('/user/changePassword', { email, code, password: encrypt('newpass2') })).body.msg,
    ).toBe('验证码已过期，请重新获取');
  });

  it('refuses an address without an account, a wrong code and a bad password', async () => {
    const unknown = freshEmail();
    const code = await sendCode(app, unknown);
    expect(
      (await post('/user/changePassword', { email: unknown, code, password: encrypt('newpass1') }))
        .body,
    ).toMatchObject({ code: 404, msg: '该邮箱未注册' });

    const email = freshEmail();
    await register(email);
    clock += 60_000;
    const live = await sendCode(app, email);
    const change = (c: string, password: string) =>
      post('/user/changePassword', { email, code: c, password });
    expect((await change(otherCode(live), encrypt('newpass1'))).body.msg).toBe('验证码错误');
    expect((await change(live, encrypt('short'))).body.msg).toBe('密码长度为6-20位');
    expect((await change(live, 'garbage')).body.msg).toBe('密码格式不正确');
    expect((await change(live, encrypt('newpass1'))).body.code).toBe(0);
  });

  it('looks at the password only behind the right code, each refusal costing a try', async () => {
    const email = freshEmail();
    await register(email, 'oldpass1');
    const undecryptable = Buffer.alloc(256, 7).toString('base64');
    const change = (code: string, password: string) =>
      post('/user/changePassword', { email, code, password });
    // The registration used its code up: no live code, whatever the ciphertext.
    for (const password of [undecryptable, encrypt('newpass1')]) {
      expect((await change('123456', password)).body.msg).toBe('验证码已过期，请重新获取');
    }
    clock += 60_000;
    const live = await sendCode(app, email);
    for (const password of [undecryptable, encrypt('newpass1')]) {
      expect((await change(otherCode(live), password)).body.msg).toBe('验证码错误');
    }
    // Two wrong codes, then three refused passwords: five tries, the code is dead.
    expect((await change(live, undecryptable)).body.msg).toBe('密码格式不正确');
    expect((await change(live, encrypt('short'))).body.msg).toBe('密码长度为6-20位');
    expect((await change(live, 'AAAA')).body.msg).toBe('密码格式不正确');
    expect((await change(live, encrypt('newpass1'))).body.msg).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect((await post('/user/login', { email, password: encrypt('oldpass1') })).body.code).toBe(0);
  });
});

describe('GET /user/logout', () => {
  it('ends the session: the token no longer works', async () => {
    const { token } = (await register(freshEmail())).body.data;
    expect((await get('/user/verifyToken', token)).body.code).toBe(0);
    expect((await get('/user/logout', token)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { loggedOut: true },
    });
    for (const url of ['/user/verifyToken', '/user/detail', '/user/logout']) {
      expect((await get(url, token)).body).toEqual({ code: 401, msg: '请先登录', data: null });
    }
  });
});

describe('GET /user/detail and GET /user/verifyToken', () => {
  it('return the user with expireTime', async () => {
    const { token, user } = (
      await post<Session>('/user/login', {
        email: VIP_TEST_EMAIL,
        password: encrypt(TEST_PASSWORD),
      })
    ).body.data;
    for (const url of ['/user/detail', '/user/verifyToken']) {
      const { body } = await get<UserInfo>(url, token);
      expect(body.code).toBe(0);
      expect(body.data).toEqual(user);
      expect(body.data.expireTime).toEqual(expect.any(Number));
    }
  });

  it('refuse a missing, forged or malformed token', async () => {
    for (const token of [undefined, 'a.b.c', 'not-a-token']) {
      expect((await get('/user/verifyToken', token)).body).toEqual({
        code: 401,
        msg: '请先登录',
        data: null,
      });
    }
  });
});

describe('GET /__dev/mailbox/{email}', () => {
  it('lists an address’s codes newest first', async () => {
    const email = freshEmail();
    await sendCode(app, email);
    clock += 61_000;
    const second = await sendCode(app, email);
    expect(await newestCode(app, email)).toBe(second);
  });

  it('shows nothing to a client on another machine, directly or through the host', async () => {
    const email = freshEmail();
    await sendCode(app, email);
    const refused = { code: 403, msg: '开发邮箱只对本机开放', data: null };
    const direct = await call(app, {
      url: `/__dev/mailbox/${email}`,
      remoteAddress: '192.168.1.20',
    });
    expect(direct.body).toEqual(refused);
    // The host proxies from loopback and appends the client's address it saw.
    const proxied = await call(app, {
      url: `/__dev/mailbox/${email}`,
      headers: { 'x-forwarded-for': '192.168.1.20' },
    });
    expect(proxied.body).toEqual(refused);
    const here = await call(app, {
      url: `/__dev/mailbox/${email}`,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(here.body).toMatchObject({ code: 0, data: { messages: [expect.anything()] } });
  });
});
