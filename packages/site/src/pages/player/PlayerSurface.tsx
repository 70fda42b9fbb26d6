import {
  PlayerFrame,
  type EpisodeItem,
  type PlayerExtraMenuState,
  type SeekMarks,
} from '@xinghe/ui';
import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { track } from '../../analytics';
import { askForVip } from '../../player/playerDeps';
import { allowedRates } from '../../player/speeds';
import { useAutoNext } from '../../player/useAutoNext';
import type { usePlayerController } from '../../player/usePlayerController';
import { LazyDanmaku } from './lazyDanmaku';
import { playbackActions, useIsVipViewer } from '../../state/playback';

export interface PlayerSurfaceProps {
  player: ReturnType<typeof usePlayerController>;
  vodId: string | null;
  title?: string;
  poster?: string;
  episodes: readonly EpisodeItem[];
  currentEp: number;
  episodeHref: (ep: number) => string;
  /**
   * 弹幕 over the picture and skipping intros and outros (the play page; not the embed), in their
   * own chunk, loaded after the player itself.
   */
  danmaku?: boolean;
  /** Keeps the line the viewer picked for the next episodes (default: the catalogue's choice). */
  onLineChosen?: (key: string, lines: readonly { key: string }[]) => void;
}

const pipSupported = () =>
  typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

/** The episode after `ep` in the list's order, if any. */
export function nextEpisodeOf(episodes: readonly EpisodeItem[], ep: number) {
  const sorted = [...episodes].sort((a, b) => a.ep - b.ep);
  return sorted.find((e) => e.ep > ep);
}

/**
 * The ui's PlayerFrame fed by the player controller: its state for the controls, its actions for
 * the callbacks, the next episode (and the auto-next countdown) from the episode list, and the VIP
 * dialog for every locked perk.
 */
export function PlayerSurface({
  player,
  vodId,
  title,
  poster,
  episodes,
  currentEp,
  episodeHref,
  danmaku = false,
  onLineChosen = playbackActions.chooseLine,
}: PlayerSurfaceProps) {
  const { view, controller, videoRef, containerRef } = player;
  const isVip = useIsVipViewer() || view.downloadable;
  const [, navigate] = useLocation();
  const next = nextEpisodeOf(episodes, currentEp);
  const goNext = () => {
    if (next) navigate(episodeHref(next.ep));
  };
  const episodeKey = `${vodId}-${currentEp}`;
  // The episode whose outro mark was reached with auto-skip on: its countdown starts there.
  const [outroOf, setOutroOf] = useState<string | null>(null);
  const onOutroReached = useCallback(
    (reached: boolean) => setOutroOf(reached ? episodeKey : null),
    [episodeKey],
  );
  const seek = useCallback((time: number) => controller.seek(time), [controller]);
  // The intro and outro marks (they load with the 弹幕 code), drawn on the seek bar.
  const [marks, setMarks] = useState<SeekMarks & { of?: string }>({});
  const onMarks = useCallback(
    (next: SeekMarks) => setMarks({ ...next, of: episodeKey }),
    [episodeKey],
  );
  const autoNext = useAutoNext(
    (view.status === 'ended' || outroOf === episodeKey) && next !== undefined,
    `${vodId}-${currentEp}`,
    goNext,
  );
  const action = (name: string, extra: Record<string, string | number> = {}) =>
    track('vod_actionclick', { vod_id: vodId ?? undefined, ep: currentEp, action: name, ...extra });

  const overlays = danmaku ? (
    <Suspense fallback={null}>
      <LazyDanmaku
        part="overlays"
        videoRef={videoRef}
        vodId={vodId}
        ep={currentEp}
        currentTime={view.currentTime}
        playing={view.status === 'playing'}
        hasNext={next !== undefined}
        seek={seek}
        onOutroReached={onOutroReached}
        onMarks={onMarks}
        nextCountdown={view.status !== 'ended' ? autoNext.countdown : undefined}
        onSkipOutro={goNext}
        onCancelNext={autoNext.cancel}
      />
    </Suspense>
  ) : undefined;

  const extraMenu = danmaku
    ? (menu: PlayerExtraMenuState) => (
        <Suspense fallback={null}>
          <LazyDanmaku
            part="marksMenu"
            vodId={vodId}
            currentTime={view.currentTime}
            open={menu.open}
            onOpenChange={menu.onOpenChange}
          />
        </Suspense>
      )
    : undefined;

  const frame = (
    <PlayerFrame
      videoRef={videoRef}
      overlays={overlays}
      extraMenu={extraMenu}
      containerRef={containerRef}
      poster={poster}
      title={title}
      episodes={episodes}
      currentEp={currentEp}
      episodeHref={episodeHref}
      state={view.status}
      currentTime={view.currentTime}
      duration={view.duration}
      bufferedEnd={view.bufferedEnd}
      volume={view.volume}
      muted={view.muted}
      rate={view.rate}
      allowedRates={allowedRates(isVip)}
      qualities={view.qualities}
      quality={view.quality}
      lines={view.lines}
      line={view.line}
      isVip={isVip}
      hasNext={next !== undefined}
      fullscreen={view.fullscreen}
      pip={view.pip}
      pipSupported={pipSupported()}
      error={{ fallbackLine: view.fallbackLine }}
      lineSwitched={view.lineSwitched}
      skipMarks={
        marks.of === episodeKey
          ? { introEnd: marks.introEnd, outroStart: marks.outroStart }
          : undefined
      }
      nextCountdown={autoNext.countdown}
      onCancelAutoNext={autoNext.cancel}
      resumeAt={view.resumeAt}
      onDismissResume={() => controller.dismissResume()}
      onTogglePlay={() => controller.togglePlay()}
      onSeek={(time) => controller.seek(time)}
      onVolumeChange={(volume) => controller.setVolume(volume)}
      onToggleMute={() => controller.toggleMute()}
      onRateChange={(rate) => {
        action('speed', { rate });
        controller.setRate(rate);
      }}
      onLockedRate={() => askForVip('speed', vodId ?? undefined)}
      onQualityChange={(key) => {
        action('quality', { quality: key });
        controller.switchQuality(key);
      }}
      onLineChange={(key) => {
        action('line', { line: key });
        const line = view.lines.find((l) => l.key === key);
        // Remembered for the next episodes, when this viewer may use it.
        if (line && (!line.vip || isVip)) onLineChosen(key, view.lines);
        controller.switchLine(key);
      }}
      onLocked={(feature) => askForVip(feature, vodId ?? undefined)}
      onNext={() => {
        action('next');
        goNext();
      }}
      onToggleFullscreen={() => {
        action('fullscreen');
        controller.toggleFullscreen();
      }}
      onTogglePip={() => {
        action('pip');
        controller.togglePip();
      }}
      onDownload={() => controller.download()}
      onRetry={() => controller.retry()}
      onJoinVip={() => askForVip('line', vodId ?? undefined)}
      onReplay={() => {
        controller.seek(0);
        controller.resume();
      }}
    />
  );
  if (!danmaku) return frame;
  // The 弹幕 bar (on/off, settings, list, posting) sits under the player.
  return (
    <>
      {frame}
      <Suspense fallback={null}>
        <LazyDanmaku part="panel" vodId={vodId} ep={currentEp} currentTime={view.currentTime} />
      </Suspense>
    </>
  );
}
