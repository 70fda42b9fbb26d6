import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/accounts/rate-limit';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

const HOOK = '/__dev/provider-state';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const state = (name: string, params: Record<string, unknown>) =>
  call<Record<string, string>>(app, {
    method: 'POST',
    url: HOOK,
    payload: { state: name, params, action: 'setup' },
  });
const post = (url: string, payload: object) => call(app, { method: 'POST', url, payload });

describe('account provider states', () => {
  it('hand back a live code and a password encrypted with this server’s key', async () => {
    const email = 'state-new@example.com';
    const { body } = await state('{email} has no account and a live email code', {
      email,
      password: 'secret1',
    });
    expect(body.code).toBe(0);
    const { code, encryptedPassword } = body.data as { code: string; encryptedPassword: string };
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await post('/user/register', { email, code, password: encryptedPassword })).body.code,
    ).toBe(0);
    // Run again, the state removes the account it made, so the same interaction verifies twice.
    const again = await state('{email} has no account and a live email code', {
      email,
      password: 'secret1',
    });
    expect((await call(app, `/user/exist/${email}`)).body.data).toEqual({ exist: false });
    const replay = await post('/user/register', {
      email,
      code: again.body.data['code'],
      password: again.body.data['encryptedPassword'],
    });
    expect(replay.body.code).toBe(0);
  });

  it('give an account the test password, and encrypt whatever the consumer typed', async () => {
    const email = 'state-login@example.com';
    const right = await state('user {email} has the test password', {
      email,
      password: 'xinghe123',
    });
    expect(
      (await post('/user/login', { email, password: right.body.data['encryptedPassword'] })).body
        .code,
    ).toBe(0);
    const wrong = await state('user {email} has the test password', {
      email,
      password: 'nope-123',
    });
    expect(
      (await post('/user/login', { email, password: wrong.body.data['encryptedPassword'] })).body,
    ).toMatchObject({ code: 400, msg: '邮箱或密码错误' });
  });

  it('let a code be sent again at once', async () => {
    const email = 'state-send@example.com';
    expect((await call(app, `/user/sendEmailCode/${email}`)).body.code).toBe(0);
    expect((await call(app, `/user/sendEmailCode/${email}`)).body.code).toBe(429);
    await state('an email code can be sent to {email}', { email });
    expect((await call(app, `/user/sendEmailCode/${email}`)).body.code).toBe(0);
  });

  it('start the resend wait, so a send is refused with the seconds left', async () => {
    const email = 'state-resend@example.com';
    await state('an email code was just sent to {email}', { email });
    expect((await call(app, `/user/sendEmailCode/${email}`)).body).toMatchObject({
      code: 429,
      data: { retryAfterSeconds: 60 },
    });
  });

  it('let a registration through however many this IP made before', async () => {
    const email = 'state-register@example.com';
    const junk = { email: 'nope', code: '000000', password: 'x' };
    // The verifier's IP (every verifier comes from one) has spent its registrations.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.registerPerIp.limit; i++) {
      await post('/user/register', junk);
    }
    expect((await post('/user/register', junk)).body.code).toBe(429);
    const { body } = await state('{email} has no account and a live email code', {
      email,
      password: 'secret1',
    });
    const registered = await post('/user/register', {
      email,
      code: body.data['code'],
      password: body.data['encryptedPassword'],
    });
    expect(registered.body.code).toBe(0);
  });

  it('refuse bad params', async () => {
    expect((await state('user {email} exists', { email: 'nope' })).body.code).toBe(400);
    expect(
      (await state('user {email} has a live email code', { email: 'a@example.com' })).body.code,
    ).toBe(400);
  });
});
