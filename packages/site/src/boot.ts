/**
 * What runs once before the first render: a token handed over in the URL is stored and removed from
 * the address bar (SPEC section 4, DESIGN security rules, docs/security.md: state/urlToken.ts), a
 * notice says which account it is, then the token is checked; an invite
 * link's code is kept; the device kind is recorded, and the first page's data is requested early.
 */
import { api } from './api';
import { unprefixedPath } from './language';
import { appActions } from './state/app';
import { homeActions } from './state/home';
import { sessionActions } from './state/session';

export function boot(): Promise<void> {
  // A token in the URL (rare): its code loads first, and the app renders after it (main.tsx).
  const taken = window.location.search.includes('token=')
    ? import('./state/urlToken').then(({ takeUrlToken }) => takeUrlToken())
    : Promise.resolve();
  // SPEC section 4 "Login state": the stored (or just taken) token is checked by the server.
  void taken.then(() => sessionActions.verify((token) => api.call('verifyToken', { token })));
  // Only an invite link loads the code that keeps its invite_id (state/invite.ts).
  if (window.location.search.includes('invite_id=')) {
    const href = window.location.href;
    void import('./state/invite').then(({ captureInviteFromUrl }) => captureInviteFromUrl(href));
  }
  appActions.detectPlatform();
  // The home page's data is requested now, alongside its lazily loaded chunk, not after it renders.
  if (unprefixedPath() === '/') void homeActions.load();
  return taken;
}
