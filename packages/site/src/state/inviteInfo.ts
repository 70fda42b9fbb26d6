/**
 * The viewer's invitations (/invite, /invite-h5, the invite dialog): their invite code, how many
 * friends registered with it and the points earned, and the link to share.
 */
import type { InviteInfo } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { hrefFor } from '../routes/paths';
import { createResource, idle, type Entry } from './resource';

export const inviteInfoState = proxy<{ info: Entry<InviteInfo> }>({ info: idle() });

/** The invite link of the contract: `{origin}/invite-h5?invite_id={inviteCode}`. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}${hrefFor('inviteH5')}?invite_id=${encodeURIComponent(inviteCode)}`;
}

const info = createResource<void, InviteInfo>({
  at: () => inviteInfoState.info,
  fetch: (_, client) => client.call('getInviteInfo'),
});

export const inviteInfoActions = {
  /** Asks again each time (the counts change as friends register); the newest reply wins. */
  load(client: ApiClient = api) {
    return info.reload(undefined, client);
  },

  reset() {
    info.reset();
    inviteInfoState.info = idle();
  },
};

export const useInviteInfo = () => useSnapshot(inviteInfoState).info;
