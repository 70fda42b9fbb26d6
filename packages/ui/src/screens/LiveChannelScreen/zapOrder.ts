/**
 * The order of channels for zapping: every channel numbered once, in the groups' own order (so a
 * channel keeps its number), and the list shown with the current channel's group first.
 */
import type { ChannelGroup, ChannelSummary } from '@xinghe/contracts/client';

export interface NumberedChannel {
  /** 1-based, over all groups in their order: what the number keys type. */
  number: number;
  channel: ChannelSummary;
}

export interface ZapGroup {
  name: string;
  channels: NumberedChannel[];
}

/** The groups with their channels numbered, the current channel's group moved to the front. */
export function zapGroups(groups: readonly ChannelGroup[], currentId: string): ZapGroup[] {
  let number = 0;
  const numbered = groups.map((group) => ({
    name: group.name,
    channels: group.channels.map((channel) => ({ number: ++number, channel })),
  }));
  const current = numbered.findIndex((g) => g.channels.some((c) => c.channel.url === currentId));
  if (current <= 0) return numbered;
  return [numbered[current]!, ...numbered.slice(0, current), ...numbered.slice(current + 1)];
}

/** The channel `step` places from the current one in the list as shown, wrapping at the ends. */
export function zapStep(
  groups: readonly ZapGroup[],
  currentId: string,
  step: number,
): string | null {
  const flat = groups.flatMap((g) => g.channels);
  if (flat.length === 0) return null;
  const at = flat.findIndex((c) => c.channel.url === currentId);
  const from = at < 0 ? (step > 0 ? -1 : 0) : at;
  return flat[(((from + step) % flat.length) + flat.length) % flat.length]!.channel.url;
}

/** The channel of a number typed on the keys, if there is one. */
export function zapNumber(groups: readonly ZapGroup[], number: number): string | null {
  for (const group of groups) {
    const found = group.channels.find((c) => c.number === number);
    if (found) return found.channel.url;
  }
  return null;
}
