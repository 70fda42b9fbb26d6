import { contentLang, liveT, PlayerFrame } from '@xinghe/ui';
import { track } from '../../analytics';
import { askForLiveVip } from '../../player/liveDeps';
import { allowedRates } from '../../player/speeds';
import type { usePlayerController } from '../../player/usePlayerController';
import { useIsVipViewer } from '../../state/playback';

export interface LivePlayerSurfaceProps {
  player: ReturnType<typeof usePlayerController>;
  channelId: string;
  title?: string;
}

/**
 * The ui's PlayerFrame in its live form, fed by the same controller as on-demand playback: 直播
 * instead of the seek bar, the channel's VIP lock, and "off air" when every line failed.
 */
export function LivePlayerSurface({ player, channelId, title }: LivePlayerSurfaceProps) {
  const { view, controller, videoRef, containerRef } = player;
  const isVip = useIsVipViewer();
  const action = (name: string, extra: Record<string, string | number> = {}) =>
    track('channel_action_click', { channel_id: channelId, action: name, ...extra });
  const offAir = view.status === 'error' && !view.fallbackLine;

  return (
    <PlayerFrame
      videoRef={videoRef}
      containerRef={containerRef}
      live
      // The channel's name is the API's: marked with its language on an English page.
      title={title && <span lang={contentLang()}>{title}</span>}
      episodes={[]}
      currentEp={1}
      episodeHref={() => ''}
      state={view.status}
      currentTime={view.currentTime}
      duration={0}
      bufferedEnd={view.bufferedEnd}
      volume={view.volume}
      muted={view.muted}
      rate={view.rate}
      rates={[1]}
      allowedRates={allowedRates(isVip)}
      qualities={view.qualities}
      quality={view.quality}
      lines={view.lines}
      line={view.line}
      isVip={isVip}
      hasNext={false}
      fullscreen={view.fullscreen}
      pip={view.pip}
      pipSupported={typeof document !== 'undefined' && document.pictureInPictureEnabled === true}
      error={{
        fallbackLine: view.fallbackLine,
        message: offAir ? liveT('channel.offline') : undefined,
      }}
      lineSwitched={view.lineSwitched}
      vipLockedText={liveT('channel.vipLocked')}
      onTogglePlay={() => controller.togglePlay()}
      onSeek={(time) => controller.seek(time)}
      onVolumeChange={(volume) => controller.setVolume(volume)}
      onToggleMute={() => controller.toggleMute()}
      onRateChange={(rate) => controller.setRate(rate)}
      onLockedRate={() => askForLiveVip(channelId, 'speed')}
      onQualityChange={(key) => controller.switchQuality(key)}
      onLineChange={(key) => {
        action('line', { line: key });
        controller.switchLine(key);
      }}
      onLocked={(feature) => askForLiveVip(channelId, feature)}
      onNext={() => undefined}
      onToggleFullscreen={() => {
        action('fullscreen');
        controller.toggleFullscreen();
      }}
      onTogglePip={() => {
        action('pip');
        controller.togglePip();
      }}
      onDownload={() => undefined}
      onRetry={() => controller.retry()}
      onJoinVip={() => askForLiveVip(channelId)}
      onReplay={() => controller.resume()}
    />
  );
}
