/**
 * What runs once before the first render: a token handed over in the URL is stored and removed from
 * the address bar (SPEC section 4, DESIGN security rules), and the device kind is recorded.
 */
import { appActions } from './state/app.ts';
import { sessionActions } from './state/session.ts';

export function boot() {
  const cleaned = sessionActions.takeTokenFromUrl(window.location.href);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  appActions.detectPlatform();
}
