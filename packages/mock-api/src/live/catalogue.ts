/**
 * The live channel catalogue: 540 channels in the nine groups of LIVE_GROUPS, numbered from 1 in
 * group order, the same on every start (generated, not stored: nothing about a channel changes).
 * The first FREE_CHANNEL_COUNT channels (CCTV-1 to CCTV-13) are free; every other one needs VIP.
 */
import { LIVE_GROUPS, type LiveGroupKey } from '@xinghe/contracts';
import { hashString } from '../seed/random';
import { CHANNEL_NAMES, GROUP_ABOUT, GROUP_NAMES } from './channel-names';

export const FREE_CHANNEL_COUNT = 13;

export interface Channel {
  id: number;
  name: string;
  group: LiveGroupKey;
  vip: boolean;
  description: string;
}

const TAGLINES = [
  '高清信号稳定流畅',
  '7×24 小时不间断直播',
  '节目单每日更新',
  '支持多线路切换',
  '精彩节目不容错过',
];

function describe(name: string, group: LiveGroupKey, id: number): string {
  const tagline = TAGLINES[hashString(`tagline:${id}`) % TAGLINES.length];
  return `${name}是${GROUP_ABOUT[group]}。${tagline}。`;
}

function build(): Channel[] {
  let id = 0;
  return LIVE_GROUPS.flatMap((group) =>
    CHANNEL_NAMES[group].map((name) => {
      id++;
      return {
        id,
        name,
        group,
        vip: id > FREE_CHANNEL_COUNT,
        description: describe(name, group, id),
      };
    }),
  );
}

const CHANNELS: readonly Channel[] = build();
const BY_ID = new Map(CHANNELS.map((channel) => [channel.id, channel]));

export function allChannels(): readonly Channel[] {
  return CHANNELS;
}

export function channelById(id: number): Channel | undefined {
  return BY_ID.get(id);
}

export function channelsOf(group: LiveGroupKey): Channel[] {
  return CHANNELS.filter((channel) => channel.group === group);
}

export function groupName(group: LiveGroupKey): string {
  return GROUP_NAMES[group];
}
