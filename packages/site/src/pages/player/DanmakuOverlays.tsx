/**
 * What the player shows over the picture for 弹幕 and skipping (loaded lazily with the 弹幕 code):
 * the comments layer, fed window by window as the playhead moves, and skipping intros and outros
 * with the title's marks (the buttons, the automatic skip and its notice).
 */
import { DanmakuLayer, SkipOverlay, type SeekMarks } from '@xinghe/ui';
import { useEffect, type RefObject } from 'react';
import { useSkipMarks } from '../../player/useSkipMarks';
import { danmakuActions, useDanmaku } from '../../state/danmaku';
import { useDanmakuSettings } from '../../state/danmakuSettings';

export interface DanmakuOverlaysProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  vodId: string | null;
  ep: number;
  currentTime: number;
  playing: boolean;
  hasNext: boolean;
  seek: (time: number) => void;
  /** Whether the outro mark is reached with auto-skip on: the next-episode countdown starts. */
  onOutroReached: (reached: boolean) => void;
  /** The intro's end and the outro's start, for the seek bar. */
  onMarks: (marks: SeekMarks) => void;
  /** Seconds before the next episode, while the countdown runs from the outro mark. */
  nextCountdown?: number;
  onSkipOutro: () => void;
  onCancelNext?: () => void;
}

export default function DanmakuOverlays({
  videoRef,
  vodId,
  ep,
  currentTime,
  playing,
  hasNext,
  seek,
  onOutroReached,
  onMarks,
  nextCountdown,
  onSkipOutro,
  onCancelNext,
}: DanmakuOverlaysProps) {
  const settings = useDanmakuSettings();
  const { comments, posted } = useDanmaku();
  const skip = useSkipMarks({
    vodId,
    ep,
    currentTime,
    playing,
    autoSkip: settings.autoSkip,
    hasNext,
    seek,
  });
  useEffect(() => onOutroReached(skip.outroReached), [onOutroReached, skip.outroReached]);
  const { introEnd, outroStart } = skip;
  useEffect(() => onMarks({ introEnd, outroStart }), [onMarks, introEnd, outroStart]);

  useEffect(() => {
    if (vodId !== null) danmakuActions.open(vodId, ep);
  }, [vodId, ep]);
  // Whole seconds are enough to follow the playhead (windows are a minute long).
  const second = Math.floor(currentTime);
  useEffect(() => {
    if (vodId !== null) danmakuActions.follow(vodId, ep, second);
  }, [vodId, ep, second, settings.enabled]);

  return (
    <>
      <DanmakuLayer videoRef={videoRef} comments={comments} posted={posted} settings={settings} />
      <SkipOverlay
        inIntro={skip.inIntro}
        inOutro={skip.inOutro}
        toast={skip.toast}
        nextCountdown={nextCountdown}
        onSkipIntro={skip.skipIntro}
        onSkipOutro={onSkipOutro}
        onCancelNext={onCancelNext}
      />
    </>
  );
}
