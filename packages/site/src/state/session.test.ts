import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const inDays = (days: number) => Math.floor(NOW / 1000) + days * 86_400;

async function freshSession() {
  vi.resetModules();
  return import('./session.ts');
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
});
afterEach(() => localStorage.clear());

describe('session store', () => {
  it('starts logged out with the stored token (verification comes later)', async () => {
    localStorage.setItem('token', 'a.b.c');
    const { sessionState } = await freshSession();
    expect(snapshot(sessionState)).toEqual({
      token: 'a.b.c',
      isLogin: false,
      isVip: false,
      userInfo: null,
    });
  });

  it('stores a three-part token from the URL, sets the cookie and removes it from the address', async () => {
    const { sessionActions, sessionState } = await freshSession();
    const cleaned = sessionActions.takeTokenFromUrl(
      'https://x.example/vip?from=mail&token=h.p.s#plans',
    );
    expect(cleaned).toBe('/vip?from=mail#plans');
    expect(localStorage.getItem('token')).toBe('h.p.s');
    expect(document.cookie).toContain('token=h.p.s');
    expect(sessionState.token).toBe('h.p.s');
  });

  it('keeps an already stored token and refuses a malformed one, removing both from the URL', async () => {
    localStorage.setItem('token', 'old.to.ken');
    const { sessionActions } = await freshSession();
    expect(sessionActions.takeTokenFromUrl('https://x.example/?token=new.to.ken')).toBe('/');
    expect(localStorage.getItem('token')).toBe('old.to.ken');
    localStorage.clear();
    expect(sessionActions.takeTokenFromUrl('https://x.example/?token=two.parts')).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionActions.takeTokenFromUrl('https://x.example/movie?page=2')).toBeNull();
  });

  it('is VIP only while expireTime lies in the future', async () => {
    const { sessionActions, sessionState } = await freshSession();
    sessionActions.signIn('a.b.c', { email: 'a@x.cn', expireTime: inDays(3) }, NOW);
    expect(snapshot(sessionState)).toMatchObject({ isLogin: true, isVip: true, token: 'a.b.c' });
    expect(localStorage.getItem('token')).toBe('a.b.c');
    sessionActions.acceptUser({ expireTime: inDays(-1) }, NOW);
    expect(sessionState.isVip).toBe(false);
    expect(sessionState.userInfo?.email).toBe('a@x.cn');
    sessionActions.acceptUser({ expireTime: undefined }, NOW);
    expect(sessionState.isVip).toBe(false);
  });

  it('signs out: state cleared and the stored token removed', async () => {
    const { sessionActions, sessionState } = await freshSession();
    sessionActions.signIn('a.b.c', { email: 'a@x.cn' }, NOW);
    sessionActions.signOut();
    expect(snapshot(sessionState)).toEqual({
      token: '',
      isLogin: false,
      isVip: false,
      userInfo: null,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
