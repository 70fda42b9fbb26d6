/**
 * Whether the viewer counts as logged in for their own data (favourites, watch records). Until the
 * token check of the accounts issue runs, `isLogin` stays false even with a stored token, so a
 * stored token counts too; a call the server refuses with 401 signs the viewer out (see
 * `refusedToken`), and once the token check exists it decides first.
 */
import { useSnapshot } from 'valtio';
import { sessionActions, sessionState } from './session.ts';

export const isSignedIn = (): boolean => sessionState.isLogin || sessionState.token !== '';

export function useSignedIn(): boolean {
  const { isLogin, token } = useSnapshot(sessionState);
  return isLogin || token !== '';
}

/** The envelope code of a missing, expired or forged token. */
export const TOKEN_REFUSED_CODE = 401;

/** A user call came back 401: the stored token is no good, the viewer is logged out. */
export function refusedToken(code: number): boolean {
  if (code !== TOKEN_REFUSED_CODE) return false;
  sessionActions.signOut();
  return true;
}
