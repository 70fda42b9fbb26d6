/**
 * Live channels (/live and /live/{slug}): the channel groups, a channel with its lines and
 * description, and its programme guide per day. The only place that calls the client for them.
 */
import type { ChannelGroups, LiveChannel, LiveStreams, Programme } from '@xinghe/contracts/client';
import { ErrorCode } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../../api';

type Kept<T extends object> = ReturnType<typeof ref<T>>;
type Status = 'idle' | 'loading' | 'loaded' | 'error' | 'not-found';

export interface ChannelEntry {
  status: Status;
  channel: Kept<LiveChannel> | null;
  streams: Kept<LiveStreams> | null;
  description: string;
}

export interface GuideEntry {
  status: 'loading' | 'loaded' | 'error';
  list: Kept<Programme[]>;
}

export interface LiveChannelsState {
  groups: { status: Status; data: Kept<ChannelGroups> | null };
  /** Keyed by the channel's slug. */
  channels: Record<string, ChannelEntry>;
  /** Keyed `${id}:${date}`. */
  guides: Record<string, GuideEntry>;
}

export const liveChannelsState = proxy<LiveChannelsState>({
  groups: { status: 'idle', data: null },
  channels: {},
  guides: {},
});

const emptyChannel = (): ChannelEntry => ({
  status: 'idle',
  channel: null,
  streams: null,
  description: '',
});

export const liveChannelsActions = {
  async loadGroups(client: ApiClient = api) {
    const groups = liveChannelsState.groups;
    if (groups.status === 'loaded' || groups.status === 'loading') return;
    groups.status = 'loading';
    const reply = await client.call('getChannelGroups');
    if (!reply.ok) {
      groups.status = 'error';
      return;
    }
    Object.assign(groups, { status: 'loaded', data: ref(reply.data) });
  },

  /** The channel, its lines and its description, asked for at once. */
  async loadChannel(id: string, client: ApiClient = api) {
    // The state's own (proxied) entry: changes to the plain object assigned would go unseen.
    liveChannelsState.channels[id] ??= emptyChannel();
    const entry = liveChannelsState.channels[id];
    if (entry.status === 'loaded' || entry.status === 'loading') return;
    entry.status = 'loading';
    const path = { id };
    const [channel, streams, desc] = await Promise.all([
      client.call('getLiveChannel', { path }),
      client.call('getLiveStream', { path }),
      client.call('getLiveDesc', { path }),
    ]);
    if (!channel.ok) {
      entry.status = channel.code === ErrorCode.NotFound ? 'not-found' : 'error';
      return;
    }
    Object.assign(entry, {
      status: 'loaded',
      channel: ref(channel.data),
      streams: streams.ok ? ref(streams.data) : null,
      description: desc.ok ? desc.data.description : '',
    });
  },

  async loadGuide(id: string, date: string, client: ApiClient = api) {
    const key = `${id}:${date}`;
    const existing = liveChannelsState.guides[key];
    if (existing && existing.status !== 'error') return;
    liveChannelsState.guides[key] = { status: 'loading', list: ref([]) };
    const reply = await client.call('getProgramme', { params: { id, date } });
    liveChannelsState.guides[key] = reply.ok
      ? { status: 'loaded', list: ref(reply.data.list) }
      : { status: 'error', list: ref([]) };
  },

  /** A failed load may be tried again. */
  retryChannel(id: string) {
    delete liveChannelsState.channels[id];
    void liveChannelsActions.loadChannel(id);
  },
  retryGroups() {
    liveChannelsState.groups.status = 'idle';
    void liveChannelsActions.loadGroups();
  },
};

export function useChannelGroups() {
  return useSnapshot(liveChannelsState).groups;
}

/** What pages read: plain data (snapshots), no proxies. */
export interface ChannelView {
  status: Status;
  channel: LiveChannel | null;
  streams: LiveStreams | null;
  description: string;
}

export function useLiveChannel(id: string): ChannelView {
  return useSnapshot(liveChannelsState).channels[id] ?? emptyChannel();
}

export interface GuideView {
  status: GuideEntry['status'];
  list: readonly Programme[];
}

export function useGuide(id: string, date: string): GuideView {
  return useSnapshot(liveChannelsState).guides[`${id}:${date}`] ?? { status: 'loading', list: [] };
}
