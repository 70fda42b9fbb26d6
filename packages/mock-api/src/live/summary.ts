/** The reply shapes of a channel, as lists and the channel page show it at a given time. */
import type { ChannelSummary, LiveChannel } from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';
import { groupName, type Channel } from './catalogue';
import { nowAndNext } from './guide';

export function channelSummary(channel: Channel, nowMs: number): ChannelSummary {
  return {
    name: channel.name,
    img: imageUrl('logo', channel.n),
    url: channel.id,
    group: channel.group,
    vip: channel.vip,
    ...nowAndNext(channel, nowMs),
  };
}

export function liveChannel(channel: Channel, nowMs: number): LiveChannel {
  return { ...channelSummary(channel, nowMs), groupName: groupName(channel.group) };
}
