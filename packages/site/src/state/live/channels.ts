/**
 * Live channels (/live and /live/{slug}): the channel groups, a channel with its lines and
 * description, and its programme guide per day. The only place that calls the client for them.
 */
import type {
  ApiResult,
  ChannelGroups,
  LiveChannel,
  LiveStreams,
  Programme,
} from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../../api';
import { createResource, idle, mapData, type Entry } from '../resource';

/** A channel's page: the channel, its lines (null when they failed) and its description. */
export interface ChannelPage {
  channel: LiveChannel;
  streams: LiveStreams | null;
  description: string;
}

export interface LiveChannelsState {
  groups: Entry<ChannelGroups>;
  /** Keyed by the channel's slug. */
  channels: Record<string, Entry<ChannelPage>>;
  /** Keyed `${id}:${date}`. */
  guides: Record<string, Entry<Programme[]>>;
}

export const liveChannelsState = proxy<LiveChannelsState>({
  groups: idle(),
  channels: {},
  guides: {},
});

const groups = createResource<void, ChannelGroups>({
  at: () => liveChannelsState.groups,
  fetch: (_, client) => client.call('getChannelGroups'),
});

/** The channel, its lines and its description, asked for at once; only the channel is needed. */
async function fetchChannel(id: string, client: ApiClient): Promise<ApiResult<ChannelPage>> {
  const path = { id };
  const [channel, streams, desc] = await Promise.all([
    client.call('getLiveChannel', { path }),
    client.call('getLiveStream', { path }),
    client.call('getLiveDesc', { path }),
  ]);
  if (!channel.ok) return channel;
  const data = {
    channel: channel.data,
    streams: streams.ok ? streams.data : null,
    description: desc.ok ? desc.data.description : '',
  };
  return { ...channel, data };
}

const channels = createResource<string, ChannelPage>({
  at: (id) => (liveChannelsState.channels[id] ??= idle()),
  fetch: fetchChannel,
  slot: (id) => id,
  notFound: true,
});

interface GuideDay {
  id: string;
  date: string;
}
const guideKey = ({ id, date }: GuideDay) => `${id}:${date}`;

const guides = createResource<GuideDay, Programme[]>({
  at: (day) => (liveChannelsState.guides[guideKey(day)] ??= idle()),
  fetch: async ({ id, date }, client) =>
    mapData(await client.call('getProgramme', { params: { id, date } }), (data) => data.list),
  slot: guideKey,
});

export const liveChannelsActions = {
  loadGroups(client: ApiClient = api) {
    return groups.load(undefined, { client });
  },

  loadChannel(id: string, client: ApiClient = api) {
    return channels.load(id, { client });
  },

  loadGuide(id: string, date: string, client: ApiClient = api) {
    return guides.load({ id, date }, { client });
  },

  /** A failed load may be tried again. */
  retryChannel(id: string) {
    void channels.reload(id);
  },
  retryGroups() {
    void groups.reload(undefined);
  },
};

export function useChannelGroups() {
  return useSnapshot(liveChannelsState).groups;
}

const NOT_ASKED: Entry<never> = idle();
// A day's guide not asked for yet is on its way (the page asks as it shows the day).
const GUIDE_PENDING: Entry<never> = { status: 'loading' };

/** What pages read: the channel's entry as a snapshot (plain data, no proxies). */
export function useLiveChannel(id: string) {
  return useSnapshot(liveChannelsState).channels[id] ?? NOT_ASKED;
}

export function useGuide(id: string, date: string) {
  return useSnapshot(liveChannelsState).guides[`${id}:${date}`] ?? GUIDE_PENDING;
}
