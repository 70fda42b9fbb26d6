/**
 * Accounts, driven through the real client. Passwords and email codes in request bodies
 * are provider-state injected values: the states return `encryptedPassword` (the typed password
 * encrypted with the server's own public key) and `code` (a live code the server made), so the
 * pact verifies any server with its own key pair. Here, in the consumer run, example values
 * stand in for them.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../src/client';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, loginRequiredReply, sessionHeaders, VIP_EMAIL } from './session';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const refusal = (code: number, msg: string) => ({ code, msg: MatchersV3.like(msg), data: null });

/** Shaped like a 2048-bit RSA ciphertext in base64 (344 characters). */
const EXAMPLE_CIPHER = Buffer.from(
  Array.from({ length: 256 }, (_, i) => (i * 37 + 11) % 256),
).toString('base64');
const EXAMPLE_CODE = '123456';

const encryptedPassword = MatchersV3.fromProviderState('${encryptedPassword}', EXAMPLE_CIPHER);
const liveCode = MatchersV3.fromProviderState('${code}', EXAMPLE_CODE);

const NEW_EMAIL = 'new@example.com';
const LOGIN_EMAIL = 'login@example.com';
const RESET_EMAIL = 'reset@example.com';
const RESEND_EMAIL = 'resend@example.com';
/** Never sent a code: a password change for it meets no live code. */
const STRANGER_EMAIL = 'stranger@example.com';

const userInfo = (email: string, vip: boolean) => ({
  id: 7,
  email,
  expireTime: vip ? 1811851200 : null,
  isVip: vip,
  points: 0,
  inviteCode: 'k3x9q2ab',
  createdAt: 1780315200,
});
const session = (email: string) => ({
  token: EXAMPLE_TOKEN,
  expiresAt: 1782907200,
  user: userInfo(email, false),
});

const client = (url: string) => clientFor(url);
const json = { 'content-type': 'application/json' };

describe('GET /user/publicKey', () => {
  it('gives the key passwords are encrypted with', () =>
    pact
      .addInteraction()
      .given('the server has a password key pair')
      .uponReceiving('a request for the password public key')
      .withRequest('GET', '/user/publicKey', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: {
            publicKey: MatchersV3.regex(
              /^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+-----END PUBLIC KEY-----\n?$/.source,
              '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----\n',
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getPublicKey');
        expect(result.ok && result.data.publicKey).toContain('BEGIN PUBLIC KEY');
      }));
});

describe('GET /user/exist/{email}', () => {
  it('says an account exists', () =>
    pact
      .addInteraction()
      .given('user {email} exists', { email: LOGIN_EMAIL })
      .uponReceiving('an exist check of a registered email')
      .withRequest('GET', `/user/exist/${encodeURIComponent(LOGIN_EMAIL)}`, (b) =>
        b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { exist: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('userExist', { path: { email: LOGIN_EMAIL } });
        expect(result.ok && result.data.exist).toBe(true);
      }));

  it('says no account exists', () =>
    pact
      .addInteraction()
      .given('no account has email {email}', { email: NEW_EMAIL })
      .uponReceiving('an exist check of a new email')
      .withRequest('GET', `/user/exist/${encodeURIComponent(NEW_EMAIL)}`, (b) =>
        b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { exist: false } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('userExist', { path: { email: NEW_EMAIL } });
        expect(result.ok && result.data.exist).toBe(false);
      }));

  it('refuses an address that is not one', () =>
    pact
      .addInteraction()
      .given('the caller has no session')
      .uponReceiving('an exist check of a malformed email')
      .withRequest('GET', '/user/exist/not-an-email', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody(refusal(400, '邮箱格式不正确')))
      .executeTest(async (server) => {
        const result = await client(server.url).call('userExist', {
          path: { email: 'not-an-email' },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '邮箱格式不正确' });
      }));
});

describe('GET /user/sendEmailCode/{email}', () => {
  it('sends a code', () =>
    pact
      .addInteraction()
      .given('an email code can be sent to {email}', { email: NEW_EMAIL })
      .uponReceiving('a request to email a code')
      .withRequest('GET', `/user/sendEmailCode/${encodeURIComponent(NEW_EMAIL)}`, (b) =>
        b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.sendEmailCode.response,
            ok({ sent: true, resendAfter: 60, expiresIn: 600 }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('sendEmailCode', {
          path: { email: NEW_EMAIL },
        });
        expect(result.ok && result.data.resendAfter).toBe(60);
      }));

  it('refuses a second send too soon, with the wait as a number (RateLimited)', () =>
    pact
      .addInteraction()
      .given('an email code was just sent to {email}', { email: RESEND_EMAIL })
      .uponReceiving('a request to email a code again too soon')
      .withRequest('GET', `/user/sendEmailCode/${encodeURIComponent(RESEND_EMAIL)}`, (b) =>
        b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 429,
          msg: MatchersV3.like('请60秒后再获取验证码'),
          data: { retryAfterSeconds: MatchersV3.integer(60) },
        }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('sendEmailCode', {
          path: { email: RESEND_EMAIL },
        });
        expect(!result.ok && retryAfterSeconds(result)).toBe(60);
      }));
});

describe('POST /user/validateCode', () => {
  it('accepts a live code', () =>
    pact
      .addInteraction()
      .given('user {email} has a live email code', { email: RESET_EMAIL, password: 'newpass1' })
      .uponReceiving('a check of a live email code')
      .withRequest('POST', '/user/validateCode', (b) =>
        b.headers({ ...clientHeaders, ...json }).jsonBody({ email: RESET_EMAIL, code: liveCode }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { valid: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('validateCode', {
          params: { email: RESET_EMAIL, code: EXAMPLE_CODE },
        });
        expect(result.ok && result.data.valid).toBe(true);
      }));

  it('refuses a wrong code', () =>
    pact
      .addInteraction()
      .given('user {email} has a live email code', { email: RESET_EMAIL, password: 'newpass1' })
      .uponReceiving('a check of a wrong email code')
      .withRequest('POST', '/user/validateCode', (b) =>
        b.headers({ ...clientHeaders, ...json }).jsonBody({ email: RESET_EMAIL, code: 'x00000' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(400, '验证码错误')))
      .executeTest(async (server) => {
        const result = await client(server.url).call('validateCode', {
          params: { email: RESET_EMAIL, code: 'x00000' },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '验证码错误' });
      }));
});

describe('POST /user/register', () => {
  it('creates an account and logs it in', () =>
    pact
      .addInteraction()
      .given('{email} has no account and a live email code', {
        email: NEW_EMAIL,
        password: 'secret1',
      })
      .uponReceiving('a registration with a live code')
      .withRequest('POST', '/user/register', (b) =>
        b.headers({ ...clientHeaders, ...json }).jsonBody({
          email: NEW_EMAIL,
          code: liveCode,
          password: encryptedPassword,
          inviteId: 'nosuchcd',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.register.response, ok(session(NEW_EMAIL)))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('register', {
          params: {
            email: NEW_EMAIL,
            code: EXAMPLE_CODE,
            password: EXAMPLE_CIPHER,
            inviteId: 'nosuchcd',
          },
        });
        expect(result.ok && result.data.user.email).toBe(NEW_EMAIL);
      }));

  it('refuses an email that already has an account', () =>
    pact
      .addInteraction()
      .given('user {email} has a live email code', { email: LOGIN_EMAIL, password: 'secret1' })
      .uponReceiving('a registration of a taken email')
      .withRequest('POST', '/user/register', (b) =>
        b.headers({ ...clientHeaders, ...json }).jsonBody({
          email: LOGIN_EMAIL,
          code: liveCode,
          password: encryptedPassword,
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(409, '该邮箱已注册')))
      .executeTest(async (server) => {
        const result = await client(server.url).call('register', {
          params: { email: LOGIN_EMAIL, code: EXAMPLE_CODE, password: EXAMPLE_CIPHER },
        });
        expect(result).toEqual({ ok: false, code: 409, msg: '该邮箱已注册' });
      }));
});

describe('POST /user/login', () => {
  it('logs in with the right password', () =>
    pact
      .addInteraction()
      .given('user {email} has the test password', { email: LOGIN_EMAIL, password: 'xinghe123' })
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/user/login', (b) =>
        b
          .headers({ ...clientHeaders, ...json })
          .jsonBody({ email: LOGIN_EMAIL, password: encryptedPassword }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.login.response, ok(session(LOGIN_EMAIL)))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('login', {
          params: { email: LOGIN_EMAIL, password: EXAMPLE_CIPHER },
        });
        expect(result.ok && result.data.token.split('.')).toHaveLength(3);
      }));

  it('refuses a wrong password', () =>
    pact
      .addInteraction()
      .given('user {email} has the test password', { email: LOGIN_EMAIL, password: 'wrong-pass' })
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/user/login', (b) =>
        b
          .headers({ ...clientHeaders, ...json })
          .jsonBody({ email: LOGIN_EMAIL, password: encryptedPassword }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(400, '邮箱或密码错误')))
      .executeTest(async (server) => {
        const result = await client(server.url).call('login', {
          params: { email: LOGIN_EMAIL, password: EXAMPLE_CIPHER },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '邮箱或密码错误' });
      }));
});

describe('POST /user/changePassword', () => {
  it('sets a new password with a live code', () =>
    pact
      .addInteraction()
      .given('user {email} has a live email code', { email: RESET_EMAIL, password: 'newpass1' })
      .uponReceiving('a password change with a live code')
      .withRequest('POST', '/user/changePassword', (b) =>
        b.headers({ ...clientHeaders, ...json }).jsonBody({
          email: RESET_EMAIL,
          code: liveCode,
          password: encryptedPassword,
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { changed: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('changePassword', {
          params: { email: RESET_EMAIL, code: EXAMPLE_CODE, password: EXAMPLE_CIPHER },
        });
        expect(result.ok && result.data.changed).toBe(true);
      }));

  it('refuses an email without an account as it refuses a dead code', () =>
    pact
      .addInteraction()
      .given('no account has email {email}', { email: STRANGER_EMAIL })
      .uponReceiving('a password change for an unregistered email')
      .withRequest('POST', '/user/changePassword', (b) =>
        b.headers({ ...clientHeaders, ...json }).jsonBody({
          email: STRANGER_EMAIL,
          code: EXAMPLE_CODE,
          password: EXAMPLE_CIPHER,
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(400, '验证码已过期，请重新获取')))
      .executeTest(async (server) => {
        const result = await client(server.url).call('changePassword', {
          params: { email: STRANGER_EMAIL, code: EXAMPLE_CODE, password: EXAMPLE_CIPHER },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '验证码已过期，请重新获取' });
      }));
});

describe('GET /user/logout', () => {
  it('ends the session', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', { email: LOGIN_EMAIL })
      .uponReceiving('a logout')
      .withRequest('GET', '/user/logout', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { loggedOut: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('logout', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.loggedOut).toBe(true);
      }));
});

describe('GET /user/detail', () => {
  it('gives my account with the VIP expiry', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in as VIP', { email: VIP_EMAIL })
      .uponReceiving('a request for my account details')
      .withRequest('GET', '/user/detail', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getUserDetail.response, ok(userInfo(VIP_EMAIL, true)))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getUserDetail', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.isVip).toBe(true);
      }));
});

describe('GET /user/verifyToken', () => {
  it('gives the user of a valid token, with expireTime', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in without VIP', { email: LOGIN_EMAIL })
      .uponReceiving('a token check of a valid token')
      .withRequest('GET', '/user/verifyToken', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.verifyToken.response, ok(userInfo(LOGIN_EMAIL, false)))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('verifyToken', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.expireTime).toBeNull();
      }));

  it('refuses a missing token (code 401)', () =>
    pact
      .addInteraction()
      .given('the caller has no session')
      .uponReceiving('a token check without a token')
      .withRequest('GET', '/user/verifyToken', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody(loginRequiredReply))
      .executeTest(async (server) => {
        const result = await client(server.url).call('verifyToken');
        expect(result).toEqual({ ok: false, code: 401, msg: '请先登录' });
      }));
});
