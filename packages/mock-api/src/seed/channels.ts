/**
 * The channels table is the live catalogue (live/catalogue.ts) as search and the hot list see it:
 * a channel found by search, or a 直播 hot entry, opens the same channel on /live/{slug}. The
 * catalogue is generated the same on every start, so the seed's random stream is not needed.
 */
import { allChannels, groupName } from '../live/catalogue';
import type { ChannelSeed } from './types';

export function generateChannels(): ChannelSeed[] {
  return allChannels().map((channel) => ({
    id: channel.n,
    slug: channel.id,
    name: channel.name,
    category: groupName(channel.group),
  }));
}
