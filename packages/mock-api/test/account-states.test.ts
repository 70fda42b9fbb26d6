import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuse bad params', async () => {
    expect((await state('user {email} exists', { email: 'nope' })).body.code).toBe(400);
    expect(
      (await state('user {email} has a live email code', { email: 'a@example.com' })).body.code,
    ).toBe(400);
  });
});
