/**
 * The viewer's session (SPEC section 3 "User session / user info", section 4 "Login state"):
 * the token from local storage, whether logged in, whether VIP, and the user info the server sent.
 */
import { TOKEN_STORAGE_KEY } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';

/** What the server says about the user; only `email` and `expireTime` are named by the spec. */
export interface UserInfo {
  email?: string;
  /** VIP expiry, epoch seconds. */
  expireTime?: number;
  readonly [field: string]: unknown;
}

export interface SessionState {
  token: string;
  isLogin: boolean;
  isVip: boolean;
  userInfo: UserInfo | null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

export const readStoredToken = (): string => storage()?.getItem(TOKEN_STORAGE_KEY) ?? '';

/** SPEC section 5: a token is accepted only if it has three dot-separated parts. */
export const isWellFormedToken = (token: string): boolean =>
  /^[^.\s]+\.[^.\s]+\.[^.\s]+$/.test(token);

/** VIP while `expireTime` (epoch seconds) lies in the future. */
export const isVipActive = (expireTime: number | undefined, now = Date.now()): boolean =>
  typeof expireTime === 'number' && expireTime * 1000 > now;

/** Logged out until the token is verified (SPEC section 4); the token itself is known at once. */
export const sessionState = proxy<SessionState>({
  token: readStoredToken(),
  isLogin: false,
  isVip: false,
  userInfo: null,
});

function writeTokenCookie(token: string) {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_STORAGE_KEY}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
}

export const sessionActions = {
  /**
   * SPEC section 4: a well-formed token in the URL is stored (and set as a cookie) when none is
   * stored yet. Security rules: it is then removed from the address bar either way.
   * Returns the address without the token, or null when the URL carried none.
   */
  takeTokenFromUrl(href: string): string | null {
    const url = new URL(href);
    const token = url.searchParams.get(TOKEN_STORAGE_KEY);
    if (token === null) return null;
    if (isWellFormedToken(token) && !readStoredToken()) {
      storage()?.setItem(TOKEN_STORAGE_KEY, token);
      writeTokenCookie(token);
      sessionState.token = token;
    }
    url.searchParams.delete(TOKEN_STORAGE_KEY);
    return url.pathname + url.search + url.hash;
  },

  /** A verified or freshly logged-in session: the reply is merged in, VIP decided by expireTime. */
  acceptUser(info: UserInfo, now = Date.now()) {
    sessionState.userInfo = { ...sessionState.userInfo, ...info };
    sessionState.isLogin = true;
    sessionState.isVip = isVipActive(sessionState.userInfo.expireTime, now);
  },

  /** After logging in with a new token. */
  signIn(token: string, info: UserInfo, now = Date.now()) {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
    sessionState.token = token;
    sessionActions.acceptUser(info, now);
  },

  /** Logged out: a refused token check, or the viewer logging out; the stored token goes too. */
  signOut() {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    Object.assign(sessionState, { token: '', isLogin: false, isVip: false, userInfo: null });
  },
};

export const useSession = () => useSnapshot(sessionState);
export const useIsLogin = () => useSnapshot(sessionState).isLogin;
export const useIsVip = () => useSnapshot(sessionState).isVip;
