import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const inDays = (days: number) => Math.floor(NOW / 1000) + days * 86_400;

async function freshSession() {
  vi.resetModules();
  const session = await import('./session');
  return { ...session, ...(await import('./urlToken')) };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
});
afterEach(() => localStorage.clear());

describe('session store', () => {
  it('starts logged out with the stored token, its check pending', async () => {
    localStorage.setItem('token', 'a.b.c');
    const { sessionState } = await freshSession();
    expect(snapshot(sessionState)).toEqual({
      token: 'a.b.c',
      isLogin: false,
      isVip: false,
      userInfo: null,
      checked: false,
      signedInFromUrl: false,
    });
  });

  it('starts logged out and checked without a stored token', async () => {
    const { sessionState } = await freshSession();
    expect(snapshot(sessionState)).toMatchObject({ token: '', isLogin: false, checked: true });
  });

  it('stores a three-part token from the URL, sets the cookie and removes it from the address', async () => {
    const { sessionState, takeTokenFromUrl } = await freshSession();
    const cleaned = takeTokenFromUrl('https://x.example/vip?from=mail&token=h.p.s#plans');
    expect(cleaned).toBe('/vip?from=mail#plans');
    expect(localStorage.getItem('token')).toBe('h.p.s');
    expect(document.cookie).toContain('token=h.p.s');
    expect(sessionState.token).toBe('h.p.s');
  });

  it('keeps an already stored token and refuses a malformed one, removing both from the URL', async () => {
    localStorage.setItem('token', 'old.to.ken');
    const { takeTokenFromUrl } = await freshSession();
    expect(takeTokenFromUrl('https://x.example/?token=new.to.ken')).toBe('/');
    expect(localStorage.getItem('token')).toBe('old.to.ken');
    localStorage.clear();
    expect(takeTokenFromUrl('https://x.example/?token=two.parts')).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(takeTokenFromUrl('https://x.example/movie?page=2')).toBeNull();
  });

  it('takes a URL token only once: after signing out, the same link signs nobody in again', async () => {
    const { sessionActions, sessionState, takeTokenFromUrl } = await freshSession();
    takeTokenFromUrl('https://x.example/?token=once.only.sig');
    expect(sessionState).toMatchObject({ token: 'once.only.sig', signedInFromUrl: true });
    sessionActions.signOut();
    expect(takeTokenFromUrl('https://x.example/vip?token=once.only.sig')).toBe('/vip');
    expect(sessionState.token).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    // Remembered across page loads, not only in this one.
    const reloaded = await freshSession();
    reloaded.takeTokenFromUrl('https://x.example/?token=once.only.sig');
    expect(reloaded.sessionState.token).toBe('');
    reloaded.takeTokenFromUrl('https://x.example/?token=an.other.sig2');
    expect(reloaded.sessionState.token).toBe('an.other.sig2');
  });

  it('does not mark a session as from a link when a session already exists', async () => {
    localStorage.setItem('token', 'mine.to.ken');
    const { sessionState, takeTokenFromUrl } = await freshSession();
    takeTokenFromUrl('https://x.example/?token=their.to.ken');
    expect(sessionState).toMatchObject({ token: 'mine.to.ken', signedInFromUrl: false });
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
    expect(document.cookie).toContain('token=a.b.c');
    sessionActions.signOut();
    expect(snapshot(sessionState)).toEqual({
      token: '',
      isLogin: false,
      isVip: false,
      userInfo: null,
      checked: true,
      signedInFromUrl: false,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });

  describe('token check', () => {
    const user = (expireTime: number | null) => ({
      id: 7,
      email: 'a@x.cn',
      expireTime,
      isVip: expireTime !== null,
      points: 0,
      inviteCode: 'abcd1234',
      createdAt: inDays(-30),
    });

    it('logs in with the checked token: the reply merged, VIP while expireTime is ahead', async () => {
      localStorage.setItem('token', 'a.b.c');
      const { sessionActions, sessionState } = await freshSession();
      const asked: string[] = [];
      await sessionActions.verify(
        async (token) => {
          asked.push(token);
          return { ok: true, code: 0, msg: '', data: user(inDays(5)) };
        },
        () => NOW,
      );
      expect(asked).toEqual(['a.b.c']);
      expect(snapshot(sessionState)).toMatchObject({
        token: 'a.b.c',
        isLogin: true,
        isVip: true,
        checked: true,
        userInfo: { email: 'a@x.cn', expireTime: inDays(5) },
      });
    });

    it('is not VIP when the expiry has passed, whatever the reply claims', async () => {
      localStorage.setItem('token', 'a.b.c');
      const { sessionActions, sessionState } = await freshSession();
      const reply = { ...user(inDays(-1)), isVip: true };
      await sessionActions.verify(
        async () => ({ ok: true, code: 0, msg: '', data: reply }),
        () => NOW,
      );
      expect(sessionState).toMatchObject({ isLogin: true, isVip: false });
    });

    it('an error code logs out and removes the token from storage and cookie', async () => {
      localStorage.setItem('token', 'a.b.c');
      document.cookie = 'token=a.b.c; Path=/';
      const { sessionActions, sessionState } = await freshSession();
      await sessionActions.verify(async () => ({ ok: false, code: 401, msg: '请先登录' }));
      expect(snapshot(sessionState)).toMatchObject({ token: '', isLogin: false, checked: true });
      expect(localStorage.getItem('token')).toBeNull();
      expect(document.cookie).not.toContain('token=');
    });

    it('no answer at all (offline) keeps the token for later but stays logged out', async () => {
      localStorage.setItem('token', 'a.b.c');
      const { sessionActions, sessionState } = await freshSession();
      await sessionActions.verify(async () => ({ ok: false, code: -1, msg: '网络请求错误' }));
      expect(snapshot(sessionState)).toMatchObject({
        token: 'a.b.c',
        isLogin: false,
        checked: true,
      });
      expect(localStorage.getItem('token')).toBe('a.b.c');
    });

    it('without a token nothing is asked and the check is done', async () => {
      const { sessionActions, sessionState } = await freshSession();
      const call = vi.fn();
      await sessionActions.verify(call);
      expect(call).not.toHaveBeenCalled();
      expect(sessionState.checked).toBe(true);
    });

    it('checks a token taken from the URL', async () => {
      const { sessionActions, sessionState, takeTokenFromUrl } = await freshSession();
      takeTokenFromUrl('https://x.example/?token=u.r.l');
      expect(sessionState.checked).toBe(false);
      const asked: string[] = [];
      await sessionActions.verify(async (token) => {
        asked.push(token);
        return { ok: true, code: 0, msg: '', data: user(null) };
      });
      expect(asked).toEqual(['u.r.l']);
      expect(sessionState).toMatchObject({ isLogin: true, isVip: false, checked: true });
    });

    it('a login while the check is on its way is not undone by its refusal', async () => {
      localStorage.setItem('token', 'old.to.ken');
      const { sessionActions, sessionState } = await freshSession();
      let answer: (r: { ok: false; code: number; msg: string }) => void = () => {};
      const checking = sessionActions.verify(() => new Promise((resolve) => (answer = resolve)));
      sessionActions.signIn('new.to.ken', user(null), NOW);
      answer({ ok: false, code: 401, msg: '请先登录' });
      await checking;
      expect(sessionState).toMatchObject({ token: 'new.to.ken', isLogin: true });
      expect(localStorage.getItem('token')).toBe('new.to.ken');
    });

    it('stored token counts as signed in only while the check is pending', async () => {
      localStorage.setItem('token', 'a.b.c');
      const { sessionActions } = await freshSession();
      const { isSignedIn } = await import('./signedIn');
      expect(isSignedIn()).toBe(true);
      await sessionActions.verify(async () => ({ ok: false, code: 401, msg: '请先登录' }));
      expect(isSignedIn()).toBe(false);
    });
  });
});
