/**
 * A full-length episode made of the committed clips: their segments, clip after clip, until the
 * episode's length (runtime.ts) is reached. Which clips, in which order, is drawn from the title's
 * id and the episode, so a title always plays the same and neighbouring titles differ.
 *
 * An episode uses clips of one family only: clips whose init segments are the same bytes (same
 * encoder settings) in every rendition. The player would cope with a change of init at a
 * discontinuity, but the VIP download is one MP4 with one init, so it needs one family.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { VodType } from '@xinghe/contracts';
import { hashString } from '../seed/random';
import { loadClips, MEDIA_DIR, type Clip } from './clips';
import { episodeRandom, targetSeconds } from './runtime';

export interface ClipMedia {
  clip: Clip;
  /** Seconds of each media segment, seg_000 first: the same in every rendition. */
  segments: readonly number[];
  /** Clips of one family share their init segments (see the file comment). */
  family: string;
}

/** Segments `from` (included) to `to` (excluded) of one clip, starting `start` s into the episode. */
export interface Piece {
  clip: ClipMedia;
  from: number;
  to: number;
  start: number;
}

export interface Timeline {
  pieces: readonly Piece[];
  /** Seconds: the sum of every piece's segments. */
  duration: number;
}

const SEGMENT = /^seg_(\d{3})\.m4s$/;

/** The EXTINF of each segment of a generated media playlist, checked to be in order. */
export function segmentDurations(playlist: string): number[] {
  const out: number[] = [];
  let pending: number | null = null;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#')) {
      const index = SEGMENT.exec(line)?.[1];
      if (pending === null || !(pending > 0) || Number(index) !== out.length) {
        throw new Error(`unexpected segment in a generated playlist: ${line}`);
      }
      out.push(pending);
      pending = null;
    }
  }
  return out;
}

/** The clips with their segments and families, read once at start. */
export function loadLibrary(dir: string = MEDIA_DIR): ClipMedia[] {
  return loadClips(dir).map((clip) => {
    const read = (rendition: string, file: string) =>
      readFileSync(`${dir}${clip.key}/${rendition}/${file}`);
    const [first, ...others] = clip.renditions.map((r) =>
      segmentDurations(read(r, 'index.m3u8').toString('utf8')),
    );
    if (!first?.length || others.some((o) => o.join() !== first.join())) {
      throw new Error(`clip ${clip.key}: its renditions' segments differ`);
    }
    const family = createHash('sha256');
    for (const rendition of clip.renditions)
      family.update(rendition).update(read(rendition, 'init.mp4'));
    return { clip, segments: first, family: family.digest('hex') };
  });
}

/**
 * The pieces of an episode `target` seconds long, ending at the first segment boundary at or past
 * it. Consecutive episodes start on different clips, so "next episode" is visible at once.
 */
export function buildTimeline(
  library: readonly ClipMedia[],
  id: string | number,
  ep: number,
  target: number,
): Timeline {
  const opening = library[(hashString(String(id)) + ep) % library.length];
  if (!opening) throw new Error('no clips loaded');
  const family = library.filter((c) => c.family === opening.family);
  const random = episodeRandom(id, ep, 'media');
  const pieces: Piece[] = [];
  let duration = 0;
  let clip = opening;
  // A one-clip family varies by where in the clip the episode opens.
  let from = family.length === 1 ? random.int(0, clip.segments.length - 1) : 0;
  while (duration < target) {
    let to = from;
    let length = 0;
    while (to < clip.segments.length && duration + length < target) {
      length += clip.segments[to] ?? 0;
      to++;
    }
    pieces.push({ clip, from, to, start: duration });
    duration += length;
    const previous = clip;
    const others = family.filter((c) => c !== previous);
    clip = others.length > 0 ? random.pick(others) : previous;
    from = 0;
  }
  return { pieces, duration };
}

/** The longest segment of any clip: how far past its aim an episode may end. */
function longestSegment(library: readonly ClipMedia[]): number {
  return Math.max(...library.flatMap((c) => c.segments));
}

export interface EpisodeOf {
  id: string | number;
  type: VodType;
}

/** A title's episode as the player gets it: its length inside its channel's range. */
export function episodeTimeline(
  library: readonly ClipMedia[],
  title: EpisodeOf,
  ep: number,
): Timeline {
  const slack = Math.ceil(longestSegment(library));
  return buildTimeline(library, title.id, ep, targetSeconds(title.id, title.type, ep, slack));
}
