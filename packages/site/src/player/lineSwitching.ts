/**
 * Switching line or quality at the viewer's request: VIP lines and qualities are a perk (others get
 * the VIP dialog), the new stream starts at the same position and plays on if the old one did, and
 * the old one keeps playing until the new one is ready. Also which line the play-thrid route prefers.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import type { VipPromptReason } from '@xinghe/ui';
import type { PlayerCore } from './core';
import type { EpisodeSource } from './source';
import type { PlayInfo } from './types';

export type SwitchOutcome = 'switched' | 'refused' | 'stale';

/** The first free third-party line when the server served an official one. */
export function thirdPartyLine(info: PlayInfo): string | undefined {
  const served = info.lines.find((l) => l.key === info.line);
  if (served && !served.official) return undefined;
  return info.lines.find((l) => !l.official && !l.vip)?.key;
}

/**
 * Asks for another line or quality and plays it from the same position. The stream that plays
 * keeps playing until the new one is ready; a refusal leaves it as it is.
 */
export async function switchTo(
  core: PlayerCore,
  source: EpisodeSource,
  request: { line?: string; quality?: string },
  reason: VipPromptReason,
  startAt = core.position(),
  playAfter = core.isPlayingOrAboutTo(),
): Promise<SwitchOutcome> {
  const generation = ++core.generation;
  const reply = await core.deps.requestLine({ id: core.id, ep: core.ep, ...request });
  if (generation !== core.generation) return 'stale';
  if (!reply.ok) {
    if (reply.code === ErrorCode.VipRequired) core.vipRequired(reason);
    return 'refused';
  }
  core.playWhenReady = playAfter;
  await source.play(reply.data, startAt, generation);
  return 'switched';
}

/** Another line, at the same position, playing on if it was. */
export function switchLine(core: PlayerCore, source: EpisodeSource, key: string) {
  const line = core.state.lines.find((l) => l.key === key);
  if (!line || key === core.state.line) return;
  if (line.vip && !core.isVip()) {
    core.vipRequired('line');
    return;
  }
  void switchTo(core, source, { line: key }, 'line');
}

export function switchQuality(core: PlayerCore, source: EpisodeSource, key: string) {
  const quality = core.state.qualities.find((q) => q.key === key);
  if (!quality || key === core.state.quality) return;
  if (quality.vip && !core.isVip()) {
    core.vipRequired('quality');
    return;
  }
  void switchTo(core, source, { line: core.state.line, quality: key }, 'quality');
}
