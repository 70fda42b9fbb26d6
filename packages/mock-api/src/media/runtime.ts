/**
 * How long a title's episodes run, by channel, as a real catalogue's would. Each episode's length
 * is drawn inside its channel's range from a hash of the title's id (its string form, so any id
 * kind works) and the episode: the same every time, different between titles and episodes.
 */
import type { VodType } from '@xinghe/contracts';
import { hashString, mulberry32, Random } from '../seed/random';

/** Minutes, both ends included. */
export const RUNTIME_MINUTES: Readonly<Record<VodType, readonly [number, number]>> = {
  movie: [85, 150],
  drama: [40, 48],
  variety: [60, 90],
  animation: [22, 25],
  children: [10, 22],
  documentary: [45, 52],
};

/** A seeded stream for one title's episode and one purpose (`part`), from the id's string form. */
export function episodeRandom(id: string | number, ep: number, part: string): Random {
  return new Random(mulberry32(hashString(`${part}:${String(id)}:${ep}`)));
}

/**
 * The length an episode aims at, in seconds. The media is cut at a segment boundary at or past
 * it, so the aim stays `slack` seconds short of the range's end to keep the real length inside.
 */
export function targetSeconds(id: string | number, type: VodType, ep: number, slack = 0): number {
  const [min, max] = RUNTIME_MINUTES[type];
  return episodeRandom(id, ep, 'runtime').int(min * 60, max * 60 - slack);
}
