/**
 * What a channel broadcasts: one of the committed clips (packages/mock-api/media), looped, each
 * channel at its own phase, through the sliding window of window.ts. Also the unsigned playlist
 * path and the getPlayUrl reply of a line, built the same way for every caller.
 */
import { fillPath, routes, type LineInfo, type LivePlayInfo } from '@xinghe/contracts';
import { hashString } from '../seed/random';
import type { Clip } from '../media/clips';
import { DEFAULT_LIVE_LINE, LIVE_LINES, renditionOf } from './lines';

/**
 * How long the channels have been on air when the mock starts. Streams count from the mock's start
 * (as a real encoder counts from its own), not from 1970: hls.js keeps a per-discontinuity array
 * indexed by the discontinuity sequence, and a loop count since 1970 (over 100 million) made each
 * playlist refresh walk that array for seconds, freezing the page. An hour is more than a window
 * of the longest clip, so the first playlist already slides.
 */
export const ON_AIR_BEFORE_START_MS = 3_600_000;

/** The clip a channel loops, by its number in the catalogue. */
export function clipOfChannel(clips: readonly Clip[], n: number): Clip {
  const clip = clips[(n - 1) % clips.length];
  if (!clip) throw new Error('no clips loaded');
  return clip;
}

/** Seconds a channel's loop is shifted by (by its number), so channels are not all at the same frame. */
export function phaseOfChannel(n: number): number {
  return hashString(`live-phase:${n}`) % 600;
}

/** The unsigned playlist path of a channel's line, as getPlayUrl returns it. */
export function livePlaylistPath(channelId: string, line: string = DEFAULT_LIVE_LINE): string {
  return fillPath(routes.getLivePlaylist.path, { line, id: channelId });
}

/** The getPlayUrl reply for a channel's line; `mediaToken` as getPlayLine's ('' for a visitor). */
export function livePlayInfo(channelId: string, line: LineInfo, mediaToken: string): LivePlayInfo {
  return {
    purl: livePlaylistPath(channelId, line.key),
    id: channelId,
    lines: [...LIVE_LINES],
    line: line.key,
    quality: renditionOf(line),
    mediaToken,
  };
}
