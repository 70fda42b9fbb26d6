/**
 * A viewer's live favourites and watched channels (token header): the favourite list, whether a
 * channel is a favourite, adding and removing one, and the server's records. Only when logged in;
 * the local `live-history` is liveHistory.ts.
 */
import type { LiveCollectItem, LiveRecordItem } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { track } from '../../analytics';
import { api, type ApiClient } from '../../api';
import { createResource, mapData, idle, type Entry } from '../resource';
import { isSignedIn } from '../signedIn';

export interface LiveUserState {
  favourites: Entry<LiveCollectItem[]>;
  records: Entry<LiveRecordItem[]>;
  /** Whether each channel asked about (by slug) is a favourite. */
  collected: Record<string, boolean>;
}

export const liveUserState = proxy<LiveUserState>({
  favourites: idle(),
  records: idle(),
  collected: {},
});

// Both asked for again on each visit, loading shown meanwhile; the lists shown stay until then.
const favourites = createResource<void, LiveCollectItem[]>({
  at: () => liveUserState.favourites,
  fetch: async (_, client) => mapData(await client.call('getLiveCollects'), (data) => data.list),
  refresh: 'loading',
  onLoaded: (list) => {
    for (const item of list) liveUserState.collected[item.url] = true;
  },
});

const records = createResource<void, LiveRecordItem[]>({
  at: () => liveUserState.records,
  fetch: async (_, client) => mapData(await client.call('getLiveRecords'), (data) => data.list),
  refresh: 'loading',
});

export const liveUserActions = {
  async loadFavourites(client: ApiClient = api) {
    if (isSignedIn()) await favourites.reload(undefined, client);
  },

  async loadRecords(client: ApiClient = api) {
    if (isSignedIn()) await records.reload(undefined, client);
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
    favourites.reset();
    records.reset();
    Object.assign(liveUserState, { favourites: idle(), records: idle(), collected: {} });
  },
};

const NONE: readonly never[] = [];

/** The viewer's live lists as pages show them (empty until loaded) and the favourite marks. */
export function useLiveUser() {
  const { favourites, records, collected } = useSnapshot(liveUserState);
  return {
    favourites: favourites.data ?? NONE,
    records: records.data ?? NONE,
    collected,
  };
}
