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

/** What a group is chosen by: our key where the reply has one, else its name (the real shape). */
export function groupKeyOf(group: ChannelGroup): string {
  return group.key ?? group.name;
}

/** Channels in all groups: the reply's total where it has one, else counted. */
export function channelCount(groups: readonly ChannelGroup[], total?: number): number {
  return total ?? groups.reduce((sum, g) => sum + g.channels.length, 0);
}

/** The groups to show: the chosen one (or all), each narrowed to the channels matching `query`. */
export function visibleGroups(
  groups: readonly ChannelGroup[],
  group: string,
  query: string,
): ChannelGroup[] {
  return groups
    .filter((g) => group === 'all' || groupKeyOf(g) === group)
    .map((g) => ({ ...g, channels: g.channels.filter((c) => matchesChannel(c, query)) }))
    .filter((g) => g.channels.length > 0);
}
