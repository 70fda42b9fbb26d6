/**
 * Writes the media playlist of an episode (timeline.ts): every piece's segments in turn, each URI
 * signed by the server, since the player signs only the playlist it asks for and hls.js fetches the
 * rest as written.
 *
 * Each clip's fragments carry their own decode times, starting again at zero, so a piece after
 * another is marked with EXT-X-DISCONTINUITY: the HLS way to join separately encoded media, which
 * hls.js and Safari's native player both handle (it is how inserted adverts play). Rewriting the
 * fragments' decode times instead would make every segment differ per title and position, so it
 * could no longer be served from the one cached file. EXT-X-MAP is written again only when the init
 * segment changes, which it never does inside one episode (one family, see timeline.ts).
 */
import type { Piece, Timeline } from './timeline';

export const INIT_FILE = 'init.mp4';

/** A segment's file name as the segment route takes it: the clip's key, then the clip's file. */
export function clipFileName(clipKey: string, file: string): string {
  return `${clipKey}-${file}`;
}

/** The clip and file of a segment route's file name (already checked by the contract's pattern). */
export function parseClipFileName(name: string): { clipKey: string; file: string } | null {
  const dash = name.indexOf('-');
  if (dash < 1) return null;
  return { clipKey: name.slice(0, dash), file: name.slice(dash + 1) };
}

export const segmentFile = (index: number) => `seg_${String(index).padStart(3, '0')}.m4s`;

/** Longest segment, rounded up, as EXT-X-TARGETDURATION requires. */
function targetDuration(pieces: readonly Piece[]): number {
  let longest = 0;
  for (const piece of pieces) {
    for (let i = piece.from; i < piece.to; i++)
      longest = Math.max(longest, piece.clip.segments[i] ?? 0);
  }
  return Math.ceil(longest);
}

/**
 * `sign` turns a file name (next to the playlist) into the URI to write. Each file is signed once
 * and its URI written at every repeat: a two-hour film repeats some 90 files thousands of times,
 * so this saves thousands of signatures, lets the host compress the playlist tenfold, and lets the
 * browser cache a repeated segment.
 */
export function writePlaylist(timeline: Timeline, signFile: (file: string) => string): string {
  const signed = new Map<string, string>();
  const sign = (file: string) => {
    let uri = signed.get(file);
    if (uri === undefined) {
      uri = signFile(file);
      signed.set(file, uri);
    }
    return uri;
  };
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDuration(timeline.pieces)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  let family: string | null = null;
  timeline.pieces.forEach((piece, index) => {
    if (index > 0) lines.push('#EXT-X-DISCONTINUITY');
    if (piece.clip.family !== family) {
      family = piece.clip.family;
      lines.push(`#EXT-X-MAP:URI="${sign(clipFileName(piece.clip.clip.key, INIT_FILE))}"`);
    }
    for (let i = piece.from; i < piece.to; i++) {
      lines.push(`#EXTINF:${(piece.clip.segments[i] ?? 0).toFixed(6)},`);
      lines.push(sign(clipFileName(piece.clip.clip.key, segmentFile(i))));
    }
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
