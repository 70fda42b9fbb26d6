/**
 * A source's title as the player plays it: each of its play sources (a MacCMS vod_play_from) is a
 * line, free and third-party, offered for an episode when it has that episode; the episode's media
 * address (the source's own, or our relay: a same-origin path) is the playlist, used as it is. No
 * qualities (a source gives one stream) and no media token (nothing of ours to sign: the relay
 * address is signed by the API already).
 */
import {
  ErrorCode,
  type ApiResult,
  type SourceChannel,
  type SourceTitle,
} from '@xinghe/contracts/client';
import type { EpisodeItem } from '@xinghe/ui';
import type { LineInfo, PlayInfo } from './types';

/** A line's key: its place among the title's play sources, so it stays the same for every episode. */
export const sourceLineKey = (index: number) => `line${index + 1}`;

/** The lines that have episode `ep` (1-based), as the player lists them. */
export function sourceLinesFor(title: SourceTitle, ep: number): LineInfo[] {
  return title.lines.flatMap((line, index) =>
    line.episodes[ep - 1]
      ? [{ key: sourceLineKey(index), name: line.name, official: false, vip: false, qualities: [] }]
      : [],
  );
}

/**
 * The play line of episode `ep` on line `line`, or on the first line that has the episode (the
 * line kept from an earlier episode may end sooner). A title without the episode is not found.
 */
export function sourcePlayInfo(
  title: SourceTitle,
  id: string,
  ep: number,
  line?: string,
): ApiResult<PlayInfo> {
  const lines = sourceLinesFor(title, ep);
  const chosen = lines.find((l) => l.key === line) ?? lines[0];
  if (!chosen) return { ok: false, code: ErrorCode.NotFound, msg: '' };
  const index = title.lines.findIndex((_, i) => sourceLineKey(i) === chosen.key);
  const media = title.lines[index]!.episodes[ep - 1]!.media;
  return {
    ok: true,
    code: 0,
    msg: '',
    data: { id, ep, lines, line: chosen.key, quality: '', playlist: media.url, mediaToken: '' },
  };
}

/**
 * The episode list: the longest line's episodes in order, each named as the source names it (a
 * line with fewer episodes simply lacks the last ones).
 */
export function sourceEpisodes(title: SourceTitle): EpisodeItem[] {
  const longest = title.lines.reduce((a, b) => (b.episodes.length > a.episodes.length ? b : a));
  return longest.episodes.map((episode, index) => ({ ep: index + 1, title: episode.name }));
}

/** A channel of the viewer's M3U list as a live play line: one line, named by its list. */
export function sourceChannelPlayInfo(
  channel: SourceChannel,
  listName: string,
  id: string,
): PlayInfo {
  const line = sourceLineKey(0);
  return {
    id,
    ep: 1,
    lines: [{ key: line, name: listName, official: false, vip: false, qualities: [] }],
    line,
    quality: '',
    playlist: channel.media.url,
    mediaToken: '',
  };
}
