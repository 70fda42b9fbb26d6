/**
 * Whether the viewer counts as logged in for their own data (favourites, watch records). The token
 * check (`sessionActions.verify`, run at boot) decides; while it is still on its way a stored token
 * counts, so pages ask for the viewer's data alongside the check instead of after it. A refused
 * check signs out, and so does any user call the server refuses with 401 (`refusedToken`).
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { useSnapshot } from 'valtio';
import { sessionActions, sessionState, type SessionState } from './session.ts';

const signedIn = ({
  isLogin,
  token,
  checked,
}: Pick<SessionState, 'isLogin' | 'token' | 'checked'>) => isLogin || (!checked && token !== '');

export const isSignedIn = (): boolean => signedIn(sessionState);

export function useSignedIn(): boolean {
  return signedIn(useSnapshot(sessionState));
}

/** A user call came back 401 (missing, expired or forged token): the viewer is logged out. */
export function refusedToken(code: number): boolean {
  if (code !== ErrorCode.Unauthorized) return false;
  sessionActions.signOut();
  return true;
}
