import { fakeFetch } from '@xinghe/contracts/testing';
import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordEncryptor } from '../crypto/encryptPassword';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const inDays = (days: number) => Math.floor(NOW / 1000) + days * 86_400;
const user = {
  id: 9,
  email: 'new@x.cn',
  expireTime: inDays(3),
  isVip: true,
  points: 0,
  inviteCode: 'zz99zz99',
  createdAt: inDays(0),
};
const session = { token: 'h.p.s', expiresAt: inDays(30), user };
const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });
const fail = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The app's client over a fake server: `answer` maps `METHOD /path` to the envelope it replies. */
async function fakeServer(answer: (key: string, body: unknown) => unknown) {
  const { createSiteClient } = await import('../api');
  const sent: Sent[] = [];
  const { fetch } = fakeFetch(({ method, path, body }) => {
    sent.push({ method, path, body });
    return { body: answer(`${method} ${path}`, body) };
  });
  return { client: createSiteClient({ fetch }), sent };
}

const encrypt: PasswordEncryptor = async (password) => ({
  ok: true,
  code: 0,
  msg: '',
  data: `rsa(${password})`,
});

async function flowWith(answer: (key: string, body: unknown) => unknown) {
  vi.resetModules();
  const server = await fakeServer(answer);
  const { createAuthFlow } = await import('./auth');
  const { sessionState } = await import('./session');
  const { trackedEvents } = await import('../analytics');
  let clock = NOW;
  const flow = createAuthFlow({ client: server.client, encrypt, now: () => clock });
  const tick = (ms: number) => (clock += ms);
  return { ...flow, ...server, sessionState, trackedEvents, tick };
}

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => localStorage.clear());

describe('login dialog flow', () => {
  it('an existing address goes to the password step, then logs in and closes', async () => {
    const { state, actions, sent, sessionState, trackedEvents } = await flowWith((key) =>
      key === 'GET /user/exist/old@x.cn' ? ok({ exist: true }) : ok(session),
    );
    actions.open();
    await actions.submitEmail(' old@x.cn ');
    expect(state).toMatchObject({ step: 'password', email: 'old@x.cn', error: null });

    await actions.login('secret1');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/user/login',
      body: { email: 'old@x.cn', password: 'rsa(secret1)' },
    });
    expect(state.open).toBe(false);
    expect(snapshot(sessionState)).toMatchObject({ token: 'h.p.s', isLogin: true, isVip: true });
    expect(localStorage.getItem('token')).toBe('h.p.s');
    expect(document.cookie).toContain('token=h.p.s');
    expect(trackedEvents()).toContainEqual(['event', 'login_success', { method: 'login' }]);
  });

  it('a wrong password shows the server message and stays logged out', async () => {
    const { state, actions, sessionState } = await flowWith((key) =>
      key.startsWith('GET /user/exist') ? ok({ exist: true }) : fail(400, '邮箱或密码错误'),
    );
    actions.open();
    await actions.submitEmail('old@x.cn');
    await actions.login('wrong1');
    expect(state).toMatchObject({ open: true, step: 'password', error: '邮箱或密码错误' });
    expect(state.busy).toBe(false);
    expect(sessionState.isLogin).toBe(false);
  });

  it('a new address registers with the emailed code and the stored invite, which is then cleared', async () => {
    localStorage.setItem('invite_id', 'ab12cd34');
    const { state, actions, sent, sessionState, trackedEvents } = await flowWith((key) => {
      if (key.startsWith('GET /user/exist')) return ok({ exist: false });
      if (key.startsWith('GET /user/sendEmailCode'))
        return ok({ sent: true, resendAfter: 60, expiresIn: 600 });
      return ok(session);
    });
    actions.open();
    await actions.submitEmail('new@x.cn');
    expect(state.step).toBe('register');
    await actions.sendCode();
    expect(state.resendAt).toBe(NOW + 60_000);
    await actions.register(' 123456 ', 'secret1');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/user/register',
      body: { email: 'new@x.cn', code: '123456', password: 'rsa(secret1)', inviteId: 'ab12cd34' },
    });
    expect(localStorage.getItem('invite_id')).toBeNull();
    expect(sessionState.isLogin).toBe(true);
    expect(state.open).toBe(false);
    expect(trackedEvents()).toContainEqual(['event', 'login_success', { method: 'register' }]);
  });

  it('a failed registration keeps the invite and shows 验证码错误', async () => {
    localStorage.setItem('invite_id', 'ab12cd34');
    const { state, actions } = await flowWith((key) =>
      key.startsWith('GET /user/exist') ? ok({ exist: false }) : fail(400, '验证码错误'),
    );
    actions.open();
    await actions.submitEmail('new@x.cn');
    await actions.register('000000', 'secret1');
    expect(state).toMatchObject({ step: 'register', error: '验证码错误', open: true });
    expect(localStorage.getItem('invite_id')).toBe('ab12cd34');
  });

  it('the resend countdown: no second send before it runs out; a 429 sets it from its wait', async () => {
    const { state, actions, sent, tick } = await flowWith((key) => {
      if (key.startsWith('GET /user/exist')) return ok({ exist: false });
      return fail(429, 'server words', { retryAfterSeconds: 42 });
    });
    actions.open();
    await actions.submitEmail('new@x.cn');
    await actions.sendCode();
    expect(state.error).toBe('请42秒后再获取验证码');
    expect(state.resendAt).toBe(NOW + 42_000);
    const calls = sent.length;
    tick(41_000);
    await actions.sendCode();
    expect(sent).toHaveLength(calls);
  });

  it('forgot password: reset with a code, then back to the password step with a notice', async () => {
    const { state, actions, sent } = await flowWith((key) => {
      if (key.startsWith('GET /user/exist')) return ok({ exist: true });
      if (key.startsWith('GET /user/sendEmailCode'))
        return ok({ sent: true, resendAfter: 60, expiresIn: 600 });
      return ok({ changed: true });
    });
    actions.open();
    await actions.submitEmail('old@x.cn');
    actions.forgot();
    expect(state.step).toBe('forgot');
    actions.back();
    expect(state.step).toBe('password');
    actions.forgot();
    await actions.sendCode();
    expect(state.codeSent).toBe(true);
    await actions.changePassword('654321', 'newpass1');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/user/changePassword',
      body: { email: 'old@x.cn', code: '654321', password: 'rsa(newpass1)' },
    });
    expect(state).toMatchObject({ step: 'password', notice: 'passwordChanged', error: null });
  });

  it('forgot password: a refused reset shows the server message, a rate limit its wait', async () => {
    let reply = fail(400, '验证码已过期，请重新获取');
    const { state, actions } = await flowWith((key) =>
      key.startsWith('GET /user/exist') ? ok({ exist: true }) : reply,
    );
    actions.open();
    await actions.submitEmail('old@x.cn');
    actions.forgot();
    await actions.changePassword('654321', 'newpass1');
    expect(state).toMatchObject({ step: 'forgot', error: '验证码已过期，请重新获取' });
    reply = fail(429, '操作过于频繁，请45秒后再试', { retryAfterSeconds: 45 });
    await actions.changePassword('654321', 'newpass1');
    expect(state).toMatchObject({ step: 'forgot', error: '操作过于频繁，请45秒后再试' });
  });

  it('a reply that arrives after the dialog closed changes nothing', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.resetModules();
    const { createAuthFlow } = await import('./auth');
    const { createSiteClient } = await import('../api');
    const slow = createSiteClient({
      fetch: fakeFetch(async () => {
        await gate;
        return { body: fail(400, '邮箱格式不正确') };
      }).fetch,
    });
    const { state, actions } = createAuthFlow({ client: slow, encrypt });
    actions.open();
    const asking = actions.submitEmail('x');
    actions.close();
    release();
    await asking;
    expect(state).toMatchObject({ open: false, error: null, busy: false });
  });

  it('opened to change the password of the logged-in viewer: straight to the reset step', async () => {
    const { state, actions } = await flowWith(() => ok({}));
    const { sessionActions } = await import('./session');
    sessionActions.signIn('h.p.s', user, NOW);
    actions.open({ reason: 'changePassword' });
    expect(state).toMatchObject({ open: true, step: 'forgot', email: 'new@x.cn' });
  });

  it('a logged-in viewer who changed the password stays logged in and is told so', async () => {
    const { state, actions } = await flowWith(() => ok({ changed: true }));
    const { sessionActions, sessionState } = await import('./session');
    const { appEvents } = await import('../events');
    const told: string[] = [];
    const stop = appEvents.on('showInfo', ({ message }) => told.push(message));
    sessionActions.signIn('h.p.s', user, NOW);
    actions.open({ reason: 'changePassword' });
    await actions.changePassword('654321', 'newpass1');
    stop();
    expect(state.open).toBe(false);
    expect(sessionState.isLogin).toBe(true);
    expect(told).toEqual(['密码已修改，下次登录请使用新密码']);
  });

  it('says a long rate-limit wait in minutes, from the number in the reply, not its wording', async () => {
    const { state, actions } = await flowWith(() =>
      fail(429, '操作过于频繁，请2562秒后再试', { retryAfterSeconds: 2562 }),
    );
    actions.open();
    await actions.submitEmail('new@x.cn');
    expect(state.error).toBe('操作过于频繁，请43分钟后再试');
  });

  it('a 429 without a wait shows the server message as it is', async () => {
    const { state, actions } = await flowWith(() => fail(429, '请求过于频繁，请稍后再试'));
    actions.open();
    await actions.submitEmail('new@x.cn');
    expect(state.error).toBe('请求过于频繁，请稍后再试');
  });
});
