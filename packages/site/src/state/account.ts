/**
 * The viewer's account as the server has it now: /userinfo's details (`getUserDetail`), the
 * refresh after a payment or an exchange (the token check), and logging out. Each merges what it
 * learns into the session, so the header's card stays as fresh as the page.
 */
import type { UserInfo } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { sessionActions, sessionState } from './session';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface AccountState {
  detail: { status: 'idle' | 'loading' | 'error' } | { status: 'loaded'; user: Kept<UserInfo> };
}

export const accountState = proxy<AccountState>({ detail: { status: 'idle' } });

let detailGeneration = 0;

/** The user as the server now sees them (token check), merged into the session. */
export async function refreshUser(client: ApiClient = api): Promise<boolean> {
  const reply = await client.call('verifyToken');
  if (reply.ok) sessionActions.acceptUser(reply.data);
  return reply.ok;
}

export const accountActions = {
  /** /userinfo's details. A refused token signs out (the client's hook) instead of an error. */
  async loadDetail(client: ApiClient = api) {
    const mine = ++detailGeneration;
    accountState.detail = { status: 'loading' };
    const reply = await client.call('getUserDetail');
    if (mine !== detailGeneration) return;
    if (!reply.ok) {
      accountState.detail = { status: 'error' };
      return;
    }
    sessionActions.acceptUser(reply.data);
    accountState.detail = { status: 'loaded', user: ref(reply.data) };
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
    detailGeneration++;
    accountState.detail = { status: 'idle' };
  },
};

export const useAccountDetail = () => useSnapshot(accountState).detail;
