/**
 * The viewer's session (SPEC section 3 "User session / user info", section 4 "Login state"):
 * the token from local storage, whether logged in, whether VIP, and the user info the server sent.
 *
 * A stored token is not a login: `verify` asks the server (the token check) once at boot, and only
 * its answer logs the viewer in. `checked` tells pages whether that answer has come.
 */
import {
  ErrorCode,
  isVipActive,
  TOKEN_STORAGE_KEY,
  type ApiResult,
  type UserInfo,
} from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { localStore } from '../storage';

export interface SessionState {
  token: string;
  isLogin: boolean;
  isVip: boolean;
  /**
   * What the server has said about the user so far (the contract's `UserInfo`): whole after a login
   * or the token check, and patched by replies that carry one field of it (a paid order's
   * `expireTime`, an exchange's points).
   */
  userInfo: Partial<UserInfo> | null;
  /** The token check has answered (or there was no token to check). */
  checked: boolean;
  /**
   * This page load took the token from its URL: the site then says which account that is, so a
   * viewer sent someone else's link (login CSRF) sees it is not theirs and can leave it.
   */
  signedInFromUrl: boolean;
}

export const readStoredToken = (): string => localStore.get(TOKEN_STORAGE_KEY) ?? '';

/** SPEC section 5: a token is accepted only if it has three dot-separated parts. */
export const isWellFormedToken = (token: string): boolean =>
  /^[^.\s]+\.[^.\s]+\.[^.\s]+$/.test(token);

const initialToken = readStoredToken();

/** Logged out until the token is verified (SPEC section 4); the token itself is known at once. */
export const sessionState = proxy<SessionState>({
  token: initialToken,
  isLogin: false,
  isVip: false,
  userInfo: null,
  checked: initialToken === '',
  signedInFromUrl: false,
});

/** The token as a cookie too (SPEC section 4), for requests the page does not make itself. */
export function writeTokenCookie(token: string) {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_STORAGE_KEY}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
}

function removeTokenCookie() {
  if (typeof document === 'undefined') return;
  document.cookie = `${TOKEN_STORAGE_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The token check's call: `verifyToken` of the contract (GET /user/verifyToken). */
export type VerifyTokenCall = (token: string) => Promise<ApiResult<Partial<UserInfo>>>;

/**
 * A failure with no answer from the server (offline, a 5xx): the token may well be good, so it is
 * kept for the next page load; the viewer stays logged out meanwhile.
 */
const isUnanswered = (code: number) => code === ErrorCode.Network || code >= ErrorCode.ServerError;

let pendingCheck: Promise<void> | null = null;

export const sessionActions = {
  /**
   * SPEC section 4 "Login state": with a token, the server checks it. An error code logs out and
   * removes the token; otherwise the reply is merged in. Concurrent callers share one check.
   */
  verify(call: VerifyTokenCall, now: () => number = Date.now): Promise<void> {
    const token = sessionState.token;
    if (!token) {
      sessionState.checked = true;
      return Promise.resolve();
    }
    pendingCheck ??= call(token)
      .then((reply) => {
        // A login or logout meanwhile decided already; this answer is about an older token.
        if (sessionState.token !== token) return;
        if (reply.ok) sessionActions.acceptUser(reply.data, now());
        else if (!isUnanswered(reply.code)) sessionActions.signOut();
      })
      .finally(() => {
        sessionState.checked = true;
        pendingCheck = null;
      });
    return pendingCheck;
  },

  /** A verified or freshly logged-in session: the reply is merged in, VIP decided by expireTime. */
  acceptUser(info: Partial<UserInfo>, now = Date.now()) {
    sessionState.userInfo = { ...sessionState.userInfo, ...info };
    sessionState.isLogin = true;
    sessionState.isVip = isVipActive(sessionState.userInfo.expireTime, now);
  },

  /** After logging in or registering: the new token is stored (local storage and cookie). */
  signIn(token: string, info: Partial<UserInfo>, now = Date.now()) {
    localStore.set(TOKEN_STORAGE_KEY, token);
    writeTokenCookie(token);
    sessionState.token = token;
    sessionState.checked = true;
    sessionActions.acceptUser(info, now);
  },

  /** Logged out: a refused token check, or the viewer logging out; the stored token goes too. */
  signOut() {
    localStore.remove(TOKEN_STORAGE_KEY);
    removeTokenCookie();
    Object.assign(sessionState, {
      token: '',
      isLogin: false,
      isVip: false,
      userInfo: null,
      checked: true,
    });
  },
};

export const useSession = () => useSnapshot(sessionState);

/** The session of nobody: what a page the server wrote shows (it cannot know the viewer's). */
export const SIGNED_OUT: Pick<ReturnType<typeof useSession>, 'isLogin' | 'isVip' | 'userInfo'> = {
  isLogin: false,
  isVip: false,
  userInfo: null,
};
export const useIsLogin = () => useSnapshot(sessionState).isLogin;
export const useIsVip = () => useSnapshot(sessionState).isVip;
/** Whether the token check has answered; pages that must know who is there can wait for it. */
export const useSessionChecked = () => useSnapshot(sessionState).checked;
