/**
 * The live channel catalogue: 540 channels in the nine groups of LIVE_GROUPS, the same on every
 * start (generated, not stored: nothing about a channel changes). A channel's id is its slug
 * (slugs.ts), as the API addresses it; its number (from 1 in group order) is internal and seeds
 * what is derived per channel (clip, phase, logo colours, the broken lines, search rows).
 * The first FREE_CHANNEL_COUNT channels (CCTV-1 to CCTV-12 and CCTV-5+) are free; every other one
 * needs VIP.
 */
import { LIVE_GROUPS, type LiveGroupKey } from '@xinghe/contracts';
import { hashString } from '../seed/random';
import { CHANNEL_NAMES, GROUP_ABOUT, GROUP_NAMES } from './channel-names';
import { slugsOf } from './slugs';

export const FREE_CHANNEL_COUNT = 13;

export interface Channel {
  /** The slug (cctv1, hunan): the channel's id in the API and on the site. */
  id: string;
  /** Its place in the catalogue, from 1. */
  n: number;
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
  const named = LIVE_GROUPS.flatMap((group) =>
    CHANNEL_NAMES[group].map((name) => ({ name, group })),
  );
  const slugs = slugsOf(named.map((c) => c.name));
  return named.map(({ name, group }, i) => {
    const n = i + 1;
    return {
      id: slugs[i]!,
      n,
      name,
      group,
      vip: n > FREE_CHANNEL_COUNT,
      description: describe(name, group, n),
    };
  });
}

const CHANNELS: readonly Channel[] = build();
const BY_ID = new Map(CHANNELS.map((channel) => [channel.id, channel]));

export function allChannels(): readonly Channel[] {
  return CHANNELS;
}

export function channelById(id: string): Channel | undefined {
  return BY_ID.get(id);
}

/** The channel at a place of the catalogue (rows that store the number, such as search's). */
export function channelByNumber(n: number): Channel | undefined {
  return CHANNELS[n - 1];
}

export function channelsOf(group: LiveGroupKey): Channel[] {
  return CHANNELS.filter((channel) => channel.group === group);
}

export function groupName(group: LiveGroupKey): string {
  return GROUP_NAMES[group];
}
