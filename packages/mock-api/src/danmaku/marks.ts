/**
 * Intro and outro marks of an episode. Generated from the episode's length so they fit the short
 * clips of the mock as well as a real 45-minute episode: the opening song runs over the first
 * 12% (after a cold open of 5% in a series' first episode), the closing song over the last 12%.
 * Films, documentaries and children's titles have none: they open and close with the story.
 */
import type { EpisodeMarks, VodType } from '@xinghe/contracts';

const WITH_MARKS: ReadonlySet<VodType> = new Set(['drama', 'animation', 'variety']);

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

export function hasMarks(type: VodType): boolean {
  return WITH_MARKS.has(type);
}

export function marksFor(ep: number, duration: number): EpisodeMarks {
  const introStart = ep === 1 ? tenths(duration * 0.05) : 0;
  return {
    ep,
    introStart,
    introEnd: tenths(introStart + duration * 0.12),
    outroStart: tenths(duration * 0.88),
  };
}
