/**
 * Where the player skips: the title's marks of the episode, overridden by the viewer's own marks
 * of the title. The viewer's intro end makes the intro run from 0 to it (their mark is for every
 * episode, and a cold open before the song is what they chose to skip too); their outro start
 * replaces the title's. Either may be unset and then the title's mark stands.
 */
import type { EpisodeMarks } from '@xinghe/contracts/client';
import type { MyMarkPair } from '../state/myMarks';

export interface SkipWindows {
  introStart: number;
  /** Equal to introStart when there is no intro to skip. */
  introEnd: number;
  /** Infinity when there is no outro. */
  outroStart: number;
}

export function skipWindows(
  title: EpisodeMarks | undefined,
  mine: MyMarkPair,
): SkipWindows | undefined {
  if (!title && mine.introEnd === null && mine.outroStart === null) return undefined;
  const intro =
    mine.introEnd !== null
      ? { introStart: 0, introEnd: mine.introEnd }
      : { introStart: title?.introStart ?? 0, introEnd: title?.introEnd ?? 0 };
  return { ...intro, outroStart: mine.outroStart ?? title?.outroStart ?? Infinity };
}
