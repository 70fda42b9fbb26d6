/**
 * Skipping intros and outros with the title's marks, or the viewer's own where set (see
 * skipWindows.ts): 跳过片头 shows during the intro (and with auto-skip on, the intro is skipped by
 * itself once per episode, with a brief notice); at the outro mark, with auto-skip on and an
 * episode to follow, the next-episode countdown starts early.
 */
import { useEffect, useRef, useState } from 'react';
import { myMarksActions, useMyMarks } from '../state/myMarks';
import { useSignedIn } from '../state/signedIn';
import { skipMarksActions, useEpisodeMarks } from '../state/skipMarks';
import { skipWindows } from './skipWindows';

export interface SkipInput {
  vodId: string | null;
  ep: number;
  currentTime: number;
  /** The player is playing (not loading, paused or ended). */
  playing: boolean;
  autoSkip: boolean;
  hasNext: boolean;
  seek: (time: number) => void;
}

/** How long 已为您跳过片头 stays. */
export const SKIP_TOAST_MS = 3000;
/** The last half second of an intro is not worth a button. */
const INTRO_TAIL = 0.5;

export function useSkipMarks({
  vodId,
  ep,
  currentTime,
  playing,
  autoSkip,
  hasNext,
  seek,
}: SkipInput) {
  const marks = skipWindows(useEpisodeMarks(vodId, ep), useMyMarks(vodId));
  const signedIn = useSignedIn();
  const [toast, setToast] = useState<'introSkipped' | undefined>(undefined);
  const skippedFor = useRef<string | null>(null);
  const key = `${vodId}-${ep}`;

  useEffect(() => {
    if (vodId !== null) void skipMarksActions.load(vodId);
  }, [vodId]);
  // Again on login: the server's own marks then win over the device's.
  useEffect(() => {
    if (vodId !== null) void myMarksActions.load(vodId);
  }, [vodId, signedIn]);

  const inIntro =
    marks !== undefined &&
    currentTime >= marks.introStart &&
    currentTime < marks.introEnd - INTRO_TAIL;
  const inOutro = marks !== undefined && currentTime >= marks.outroStart && hasNext;

  const introEnd = marks?.introEnd;
  useEffect(() => {
    if (!autoSkip || !playing || !inIntro || introEnd === undefined) return;
    if (skippedFor.current === key) return; // once per episode: seeking back in is the viewer's choice
    skippedFor.current = key;
    seek(introEnd);
    setToast('introSkipped');
  }, [autoSkip, playing, inIntro, introEnd, key, seek]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(undefined), SKIP_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return {
    /** Where the intro ends and the outro starts, for the seek bar (none: undefined). */
    introEnd: marks && marks.introEnd > marks.introStart ? marks.introEnd : undefined,
    outroStart: marks && Number.isFinite(marks.outroStart) ? marks.outroStart : undefined,
    inIntro,
    inOutro,
    /** Auto-skip starts the next-episode countdown here instead of at the end. */
    outroReached: autoSkip && inOutro,
    toast,
    skipIntro: () => {
      if (introEnd !== undefined) seek(introEnd);
    },
  };
}
