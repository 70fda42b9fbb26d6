/**
 * A session token handed over in the page's URL (SPEC section 4; the risk it carries and what is
 * done about it: docs/security.md). Loaded by boot.ts only when the URL names a token, before the
 * first render, so the first-load bundle carries none of it.
 */
import { TOKEN_STORAGE_KEY } from '@xinghe/contracts/client';
import { localStore } from '../storage';
import { isWellFormedToken, readStoredToken, sessionState, writeTokenCookie } from './session';

/**
 * The URL tokens this browser has taken, each only once: a link that was used, then signed out of,
 * signs nobody in again. The newest 20 are kept, space-separated, as their signature (the third
 * part, unique per token), not as tokens.
 */
const USED_URL_TOKENS_KEY = 'xh_used_url_tokens';
const USED_URL_TOKENS_KEPT = 20;
const usedUrlTokens = () => (localStore.get(USED_URL_TOKENS_KEY) ?? '').split(' ');

/**
 * A well-formed token in the URL is stored (and set as a cookie) when none is stored yet, and only
 * the first time this browser sees it; the session is then marked as from a link (the site says
 * which account it is). Security rules: the token is removed from the address bar either way.
 * Returns the address without the token, or null when it carried none.
 */
export function takeTokenFromUrl(href: string): string | null {
  const url = new URL(href);
  const token = url.searchParams.get(TOKEN_STORAGE_KEY);
  if (token === null) return null;
  const signature = token.split('.')[2] ?? '';
  if (isWellFormedToken(token) && !readStoredToken() && !usedUrlTokens().includes(signature)) {
    const used = [signature, ...usedUrlTokens()].slice(0, USED_URL_TOKENS_KEPT);
    localStore.set(USED_URL_TOKENS_KEY, used.join(' '));
    localStore.set(TOKEN_STORAGE_KEY, token);
    writeTokenCookie(token);
    sessionState.token = token;
    sessionState.checked = false;
    sessionState.signedInFromUrl = true;
  }
  url.searchParams.delete(TOKEN_STORAGE_KEY);
  return url.pathname + url.search + url.hash;
}

/** boot.ts: takes the page's token, cleans the address bar and, if it signed in, says as whom. */
export function takeUrlToken(): void {
  const cleaned = takeTokenFromUrl(window.location.href);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  if (sessionState.signedInFromUrl) {
    void import('../layout/UrlSignInNotice').then(({ showUrlSignInNotice }) =>
      showUrlSignInNotice(),
    );
  }
}
