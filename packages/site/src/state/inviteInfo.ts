/**
 * The viewer's invitations (/invite, /invite-h5, the invite dialog): their invite code, how many
 * friends registered with it and the points earned, and the link to share.
 */
import type { InviteInfo } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { hrefFor } from '../routes/paths';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface InviteInfoState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  info: Kept<InviteInfo> | null;
  error?: string;
}

export const inviteInfoState = proxy<InviteInfoState>({ status: 'idle', info: null });

/** The invite link of the contract: `{origin}/invite-h5?invite_id={inviteCode}`. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}${hrefFor('inviteH5')}?invite_id=${encodeURIComponent(inviteCode)}`;
}

let generation = 0;

export const inviteInfoActions = {
  async load(client: ApiClient = api) {
    const mine = ++generation;
    if (inviteInfoState.status !== 'loaded') inviteInfoState.status = 'loading';
    const reply = await client.call('getInviteInfo');
    if (mine !== generation) return;
    if (!reply.ok) {
      Object.assign(inviteInfoState, { status: 'error', error: reply.msg });
      return;
    }
    Object.assign(inviteInfoState, { status: 'loaded', info: ref(reply.data), error: undefined });
  },

  reset() {
    generation++;
    Object.assign(inviteInfoState, { status: 'idle', info: null, error: undefined });
  },
};

export const useInviteInfo = () => useSnapshot(inviteInfoState);
