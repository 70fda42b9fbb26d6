/**
 * 我的频道: the channels of the viewer's M3U lists (getSourceChannels), for /live and for playing
 * one at /live/s{sourceId}-{itemId}. One entry per session token, so another account never sees
 * the last one's lists; /live asks again each time it opens (the API caches the lists 5 minutes).
 */
import type { SourceChannel, SourceChannelGroup } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, mapData, type Entry } from './resource';
import { sessionState } from './session';
import type { SourceItemKey } from './sourceTitle';

export interface SourceChannelsState {
  groups: Entry<SourceChannelGroup[]>;
}

export const initialSourceChannelsState = (): SourceChannelsState => ({ groups: idle() });

export const sourceChannelsState = proxy<SourceChannelsState>(initialSourceChannelsState());

const groupsResource = createResource<string, SourceChannelGroup[]>({
  at: () => sourceChannelsState.groups,
  fetch: async (_token, client) =>
    mapData(await client.call('getSourceChannels'), (data) => data.list),
});

export interface FoundChannel {
  channel: SourceChannel;
  group: SourceChannelGroup;
}

export const sourceChannelsActions = {
  /** Loads the lists unless they are loaded for this viewer; `force` asks again. */
  load({ force = false, client = api }: { force?: boolean; client?: ApiClient } = {}) {
    return groupsResource.load(sessionState.token, { force, client });
  },

  /** The channel `key` names among the loaded lists, with its list. */
  find({ sourceId, itemId }: SourceItemKey): FoundChannel | undefined {
    const group = sourceChannelsState.groups.data?.find((g) => g.sourceId === sourceId);
    const channel = group?.channels.find((c) => c.itemId === itemId);
    return group && channel ? { group, channel } : undefined;
  },

  reset() {
    groupsResource.reset();
    Object.assign(sourceChannelsState, initialSourceChannelsState());
  },
};

export const useSourceChannels = () => useSnapshot(sourceChannelsState);
