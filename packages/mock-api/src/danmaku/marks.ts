/**
 * Intro and outro marks of an episode, where a real series has them: an opening song of 60-120 s
 * (at the very start, or after a cold open of 1-3 minutes in a first episode), and the closing
 * song over the last 2-4 minutes. Drawn from the title's id (its string form) and the episode, so
 * they stay put and differ between titles. Films, documentaries and children's titles have none:
 * they open and close with the story.
 */
import type { EpisodeMarks, VodType } from '@xinghe/contracts';
import { episodeRandom } from '../media/runtime';

const WITH_MARKS: ReadonlySet<VodType> = new Set(['drama', 'animation', 'variety']);

/** Seconds, both ends included. */
export const INTRO_SECONDS = [60, 120] as const;
export const OUTRO_SECONDS = [120, 240] as const;
export const COLD_OPEN_SECONDS = [60, 180] as const;

export function hasMarks(type: VodType): boolean {
  return WITH_MARKS.has(type);
}

export function marksFor(id: string | number, ep: number, duration: number): EpisodeMarks {
  const random = episodeRandom(id, ep, 'marks');
  const introStart = ep === 1 ? random.int(...COLD_OPEN_SECONDS) : 0;
  const introEnd = introStart + random.int(...INTRO_SECONDS);
  // Never before the intro ends, however short a title's episode.
  const outroStart = Math.max(introEnd, duration - random.int(...OUTRO_SECONDS));
  return { ep, introStart, introEnd, outroStart };
}
