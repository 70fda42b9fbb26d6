/**
 * Whether the viewer counts as logged in for their own data (favourites, watch records). The token
 * check (`sessionActions.verify`, run at boot) decides; while it is still on its way a stored token
 * counts, so pages ask for the viewer's data alongside the check instead of after it. A refused
 * check signs out, and so does any call the server refuses with 401 (`signOutOnRefusedToken`, the
 * API client's reply hook), so no store has to.
 */
import { ErrorCode, type ReplyHook } from '@xinghe/contracts/client';
import { useSnapshot } from 'valtio';
import { sessionActions, sessionState, type SessionState } from './session';

const signedIn = ({
  isLogin,
  token,
  checked,
}: Pick<SessionState, 'isLogin' | 'token' | 'checked'>) => isLogin || (!checked && token !== '');

export const isSignedIn = (): boolean => signedIn(sessionState);

export function useSignedIn(): boolean {
  return signedIn(useSnapshot(sessionState));
}

/**
 * A call came back 401 (a missing, expired or forged token): the viewer is signed out and the
 * stored token removed, once. A refusal of a token that is no longer the session's (signed out,
 * or signed in anew while the call was on its way) changes nothing.
 */
export const signOutOnRefusedToken: ReplyHook = (reply, { token }) => {
  if (reply.ok || reply.code !== ErrorCode.Unauthorized) return;
  if (sessionState.token === '' || (token !== null && token !== sessionState.token)) return;
  sessionActions.signOut();
};
