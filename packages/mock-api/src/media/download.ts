/**
 * The VIP download of an episode: its timeline's segments in the normal rendition joined into one
 * fragmented MP4 (fmp4.ts) that plays to the end. Made as it is sent, segment by segment with the
 * socket's backpressure, from the cached clip files: a two-hour film costs no more memory than a
 * short one, and nothing is kept per request.
 */
import { decodeTimes, runSeconds, shiftSegment, trackTimescales } from './fmp4';
import { INIT_FILE, segmentFile } from './playlist';
import type { Timeline } from './timeline';

export type ReadClipFile = (clipKey: string, rendition: string, file: string) => Promise<Buffer>;

export async function* episodeFile(
  timeline: Timeline,
  rendition: string,
  read: ReadClipFile,
): AsyncGenerator<Buffer> {
  const first = timeline.pieces[0];
  if (!first) return;
  const init = await read(first.clip.clip.key, rendition, INIT_FILE);
  const timescales = trackTimescales(init);
  yield init;
  let offset = 0;
  let sequence = 1;
  for (const piece of timeline.pieces) {
    const segments: Buffer[] = [];
    for (let i = piece.from; i < piece.to; i++) {
      segments.push(await read(piece.clip.clip.key, rendition, segmentFile(i)));
    }
    const start = segments[0] && decodeTimes(segments[0]);
    if (!start) continue;
    for (const segment of segments) {
      yield shiftSegment(segment, start, offset, timescales, sequence++);
    }
    offset += runSeconds(segments, timescales);
  }
}
