/**
 * The live parts of /history and /collect: the channels watched (the server's records when logged
 * in, merged with this device's `live-history`, newest first) and the favourite channels.
 */
import type { ChannelSummary } from '@xinghe/contracts/client';
import { useEffect } from 'react';
import { liveChannelsActions, useChannelGroups } from '../../state/live/channels';
import { useLiveHistory } from '../../state/live/liveHistory';
import { liveUserActions, useLiveUser } from '../../state/live/liveUser';
import { useSignedIn } from '../../state/signedIn';
import { HISTORY_CAP } from '../../state/history';

export function useWatchedChannels(): ChannelSummary[] {
  const signedIn = useSignedIn();
  const local = useLiveHistory();
  const groups = useChannelGroups();
  const { records } = useLiveUser();
  useEffect(() => {
    void liveChannelsActions.loadGroups();
  }, []);
  useEffect(() => {
    if (signedIn) void liveUserActions.loadRecords();
  }, [signedIn]);

  // Channels are keyed by slug: the list entry's url, the local history's id.
  const bySlug = new Map<string, ChannelSummary>();
  for (const group of groups.data?.channelGroups ?? []) {
    for (const channel of group.channels) bySlug.set(channel.url, channel);
  }
  const entries = [
    ...(signedIn ? records.map((r) => ({ id: r.url, playTime: r.playTime, channel: r })) : []),
    ...local.map((e) => ({ ...e, channel: bySlug.get(e.id) })),
  ].sort((a, b) => b.playTime - a.playTime);
  const seen = new Set<string>();
  const channels: ChannelSummary[] = [];
  for (const { id, channel } of entries) {
    if (!channel || seen.has(id)) continue;
    seen.add(id);
    channels.push(channel);
  }
  return channels.slice(0, signedIn ? undefined : HISTORY_CAP);
}

export function useFavouriteChannels(): readonly ChannelSummary[] {
  const signedIn = useSignedIn();
  const { favourites } = useLiveUser();
  useEffect(() => {
    if (signedIn) void liveUserActions.loadFavourites();
  }, [signedIn]);
  return signedIn ? favourites : [];
}
