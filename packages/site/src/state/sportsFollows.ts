/**
 * What the viewer follows (关注): the followed ids (to mark any match card), the followed matches in
 * full (我的关注), and following or unfollowing a match. Needs a login: a visitor's click opens
 * the login dialog instead. Kept by the server, so it outlives a reload and a restart.
 */
import type { SportMatch } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { appEvents } from '../events';
import { isSignedIn } from './signedIn';
import { createResource, idle, type Entry, type Kept } from './resource';

export interface FollowsState {
  ids: Kept<number[]>;
  /** 我的关注: the followed matches in full. */
  followed: Entry<SportMatch[]>;
  /** Matches whose follow or unfollow is on its way. */
  busy: Kept<number[]>;
  /** The last refusal (a finished match), shown by the page. */
  error: string | null;
}

const initialState = (): FollowsState => ({
  ids: ref([]),
  followed: idle(),
  busy: ref([]),
  error: null,
});

export const followsState = proxy<FollowsState>(initialState());

let idsGeneration = 0;

/** Asked again on each visit to the tab; the list shown stays until the new one comes. */
const followed = createResource<void, SportMatch[]>({
  at: () => followsState.followed,
  fetch: (_, client) => client.call('getFollowedMatches'),
});

export const followsActions = {
  /** The followed ids; none for a visitor. */
  async loadIds(client: ApiClient = api) {
    const mine = ++idsGeneration;
    if (!isSignedIn()) {
      followsState.ids = ref([]);
      return;
    }
    const reply = await client.call('getFollowedMatchIds');
    if (mine === idsGeneration && reply.ok) followsState.ids = ref(reply.data);
  },

  /** 我的关注: the followed matches in full. */
  async loadFollowed(client: ApiClient = api) {
    if (!isSignedIn()) return;
    await followed.reload(undefined, client);
  },

  /** 关注 or 已关注 pressed: follows or unfollows; a visitor is asked to log in first. */
  async toggle(matchId: number, client: ApiClient = api): Promise<boolean> {
    if (!isSignedIn()) {
      appEvents.emit('openIn', { reason: 'sportsFollow' });
      return false;
    }
    if (followsState.busy.includes(matchId)) return false;
    const following = followsState.ids.includes(matchId);
    followsState.busy = ref([...followsState.busy, matchId]);
    const reply = following
      ? await client.call('unfollowMatch', { params: { matchId } })
      : await client.call('followMatch', { params: { matchId } });
    followsState.busy = ref(followsState.busy.filter((id) => id !== matchId));
    if (!reply.ok) {
      followsState.error = reply.msg;
      return false;
    }
    idsGeneration++;
    const others = followsState.ids.filter((id) => id !== matchId);
    followsState.ids = ref(reply.data.isFocus ? [matchId, ...others] : others);
    followsState.error = null;
    const shown = followsState.followed.data;
    if (!reply.data.isFocus && shown) {
      followsState.followed.data = ref(shown.filter((m) => m.id !== matchId));
    }
    return true;
  },

  reset() {
    idsGeneration++;
    followed.reset();
    Object.assign(followsState, initialState());
  },
};

export const useFollows = () => useSnapshot(followsState);
