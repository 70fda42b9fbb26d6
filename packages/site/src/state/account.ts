/**
 * The viewer's account as the server has it now: /userinfo's details (`getUserDetail`), the
 * refresh after a payment or an exchange (the token check), and logging out. Each merges what it
 * learns into the session, so the header's card stays as fresh as the page.
 */
import type { UserInfo } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, type Entry } from './resource';
import { sessionActions, sessionState } from './session';

export const accountState = proxy<{ detail: Entry<UserInfo> }>({ detail: idle() });

/** /userinfo's details, asked for on every visit (loading shown meanwhile), merged into the session. */
const detail = createResource<void, UserInfo>({
  at: () => accountState.detail,
  fetch: (_, client) => client.call('getUserDetail'),
  refresh: 'loading',
  onLoaded: (user) => sessionActions.acceptUser(user),
});

/** The user as the server now sees them (token check), merged into the session. */
export async function refreshUser(client: ApiClient = api): Promise<boolean> {
  const reply = await client.call('verifyToken');
  if (reply.ok) sessionActions.acceptUser(reply.data);
  return reply.ok;
}

export const accountActions = {
  /** /userinfo's details. A refused token signs out (the client's hook) instead of an error. */
  loadDetail(client: ApiClient = api) {
    return detail.reload(undefined, client);
  },

  /**
   * 退出登录: the server forgets the token, and the viewer is logged out here whatever it answers:
   * the viewer asked to leave, and a call that fails must not keep them in.
   */
  async logout(client: ApiClient = api) {
    await client.call('logout');
    // Unless the reply hook did already (the token had expired): signing out happens once.
    if (sessionState.token !== '') sessionActions.signOut();
    accountActions.reset();
  },

  reset() {
    detail.reset();
    accountState.detail = idle();
  },
};

export const useAccountDetail = () => useSnapshot(accountState).detail;
