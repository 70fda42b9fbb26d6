import type { ChannelGroup, ChannelSummary } from '@xinghe/contracts/client';

/** A channel matches when its name or what is on now contains the words (case-insensitive). */
export function matchesChannel(channel: ChannelSummary, query: string): boolean {
  const words = query.trim().toLowerCase();
  if (!words) return true;
  return (
    channel.name.toLowerCase().includes(words) ||
    (channel.now?.title.toLowerCase().includes(words) ?? false)
  );
}

/** The groups to show: the chosen one (or all), each narrowed to the channels matching `query`. */
export function visibleGroups(
  groups: readonly ChannelGroup[],
  group: string,
  query: string,
): ChannelGroup[] {
  return groups
    .filter((g) => group === 'all' || g.key === group)
    .map((g) => ({ ...g, channels: g.channels.filter((c) => matchesChannel(c, query)) }))
    .filter((g) => g.channels.length > 0);
}
