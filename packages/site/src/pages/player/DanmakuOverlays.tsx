/**
 * What the player shows over the picture for 弹幕 and skipping (loaded lazily with the 弹幕 code):
 * the comments layer, fed window by window as the playhead moves, and the skip buttons and notices.
 */
import { DanmakuLayer, SkipOverlay } from '@xinghe/ui';
import { useEffect, type RefObject } from 'react';
import { danmakuActions, useDanmaku } from '../../state/danmaku';
import { useDanmakuSettings } from '../../state/danmakuSettings';

export interface DanmakuOverlaysProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  vodId: number | null;
  ep: number;
  currentTime: number;
  skip: { inIntro: boolean; inOutro: boolean; toast?: 'introSkipped' };
  /** Seconds before the next episode, while the countdown runs from the outro mark. */
  nextCountdown?: number;
  onSkipIntro: () => void;
  onSkipOutro: () => void;
  onCancelNext?: () => void;
}

export default function DanmakuOverlays({
  videoRef,
  vodId,
  ep,
  currentTime,
  skip,
  nextCountdown,
  onSkipIntro,
  onSkipOutro,
  onCancelNext,
}: DanmakuOverlaysProps) {
  const settings = useDanmakuSettings();
  const { comments, posted } = useDanmaku();

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
        onSkipIntro={onSkipIntro}
        onSkipOutro={onSkipOutro}
        onCancelNext={onCancelNext}
      />
    </>
  );
}
