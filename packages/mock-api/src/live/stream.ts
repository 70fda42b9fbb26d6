/**
 * What a channel broadcasts: one of the committed clips (packages/mock-api/media), looped, each
 * channel at its own phase, through the sliding window of window.ts. Also the unsigned playlist
 * path and the getPlayUrl reply of a line, built the same way for every caller.
 */
import { fillPath, routes, type LineInfo, type LivePlayInfo } from '@xinghe/contracts';
import { hashString } from '../seed/random';
import type { Clip } from '../media/clips';
import { DEFAULT_LIVE_LINE, LIVE_LINES, renditionOf } from './lines';

/** The clip a channel loops. */
export function clipOfChannel(clips: readonly Clip[], channelId: number): Clip {
  const clip = clips[(channelId - 1) % clips.length];
  if (!clip) throw new Error('no clips loaded');
  return clip;
}

/** Seconds a channel's loop is shifted by, so channels are not all at the same frame. */
export function phaseOfChannel(channelId: number): number {
  return hashString(`live-phase:${channelId}`) % 600;
}

/** The unsigned playlist path of a channel's line, as getPlayUrl returns it. */
export function livePlaylistPath(channelId: number, line: string = DEFAULT_LIVE_LINE): string {
  return fillPath(routes.getLivePlaylist.path, { line, id: channelId });
}

/** The getPlayUrl reply for a channel's line; `mediaToken` as getPlayLine's ('' for a visitor). */
export function livePlayInfo(channelId: number, line: LineInfo, mediaToken: string): LivePlayInfo {
  return {
    id: channelId,
    lines: [...LIVE_LINES],
    line: line.key,
    quality: renditionOf(line),
    playlist: livePlaylistPath(channelId, line.key),
    mediaToken,
  };
}
