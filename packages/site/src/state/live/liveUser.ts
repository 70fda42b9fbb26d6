/**
 * A viewer's live favourites and watched channels (token header): the favourite list, whether a
 * channel is a favourite, adding and removing one, and the server's records. Only when logged in;
 * the local `live-history` is liveHistory.ts.
 */
import type { LiveCollectItem, LiveRecordItem } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { track } from '../../analytics';
import { api, type ApiClient } from '../../api';
import { isSignedIn } from '../signedIn';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface LiveUserState {
  favourites: Kept<LiveCollectItem[]>;
  favouritesStatus: 'idle' | 'loading' | 'loaded' | 'error';
  records: Kept<LiveRecordItem[]>;
  recordsStatus: 'idle' | 'loading' | 'loaded' | 'error';
  /** Whether each channel asked about (by slug) is a favourite. */
  collected: Record<string, boolean>;
}

export const liveUserState = proxy<LiveUserState>({
  favourites: ref([]),
  favouritesStatus: 'idle',
  records: ref([]),
  recordsStatus: 'idle',
  collected: {},
});

export const liveUserActions = {
  async loadFavourites(client: ApiClient = api) {
    if (!isSignedIn()) return;
    liveUserState.favouritesStatus = 'loading';
    const reply = await client.call('getLiveCollects');
    if (!reply.ok) {
      liveUserState.favouritesStatus = 'error';
      return;
    }
    liveUserState.favourites = ref(reply.data.list);
    liveUserState.favouritesStatus = 'loaded';
    for (const item of reply.data.list) liveUserState.collected[item.url] = true;
  },

  async loadRecords(client: ApiClient = api) {
    if (!isSignedIn()) return;
    liveUserState.recordsStatus = 'loading';
    const reply = await client.call('getLiveRecords');
    if (!reply.ok) {
      liveUserState.recordsStatus = 'error';
      return;
    }
    liveUserState.records = ref(reply.data.list);
    liveUserState.recordsStatus = 'loaded';
  },

  async loadCollected(id: string, client: ApiClient = api) {
    if (!isSignedIn()) return;
    const reply = await client.call('isLiveCollected', { path: { id } });
    if (reply.ok) liveUserState.collected[id] = reply.data.collected;
  },

  /** Favourites or un-favourites a channel; the list is asked for again afterwards. */
  async toggle(id: string, client: ApiClient = api): Promise<boolean> {
    const collected = liveUserState.collected[id] ?? false;
    track('channel_action_click', { channel_id: id, action: collected ? 'uncollect' : 'collect' });
    const reply = collected
      ? await client.call('removeLiveCollect', { params: { id } })
      : await client.call('addLiveCollect', { params: { id } });
    if (!reply.ok) return false;
    liveUserState.collected[id] = reply.data.collected;
    void liveUserActions.loadFavourites(client);
    return true;
  },

  /** Signed out: nothing of the viewer's stays. */
  clear() {
    Object.assign(liveUserState, {
      favourites: ref([]),
      favouritesStatus: 'idle',
      records: ref([]),
      recordsStatus: 'idle',
      collected: {},
    });
  },
};

export function useLiveUser() {
  return useSnapshot(liveUserState);
}
