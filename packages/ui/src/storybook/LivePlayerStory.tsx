import { useRef } from 'react';
import { fn } from 'storybook/test';
import { PlayerFrame } from '../components/Player/PlayerFrame';
import { NON_VIP_RATES, PLAYBACK_RATES, type PlayerState } from '../components/Player/types';
import { liveLinesFixture } from '../fixtures/live';
import { playerStillImage } from '../fixtures/playback';
import { liveT } from '../i18n/liveMessages';

export interface LivePlayerStoryProps {
  state: PlayerState;
  /** The channel's name (a live channel) or the match (`主队 vs 客队`). */
  title: string;
  /** A VIP viewer: every speed, no lock. */
  isVip?: boolean;
  fallbackLine?: string;
  /** Every line failed: the channel is off air. */
  offline?: boolean;
  /** 开通VIP on the VIP lock (a story that asserts it passes its own spy). */
  onJoinVip?: () => void;
}

/**
 * The live player as the site renders it (the site's LivePlayerSurface: PlayerFrame with `live`,
 * the channel's VIP-lock text, "off air" when every line failed), in one state. Shared by the
 * stories of the live channel page and of a match, which plays on its broadcasting channel.
 */
export function LivePlayerStory({
  state,
  title,
  isVip = false,
  fallbackLine,
  offline,
  onJoinVip = fn(),
}: LivePlayerStoryProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <PlayerFrame
      videoRef={videoRef}
      live
      poster={playerStillImage(5)}
      title={title}
      state={state}
      currentTime={0}
      duration={0}
      bufferedEnd={0}
      volume={1}
      muted
      rate={1}
      allowedRates={isVip ? PLAYBACK_RATES : NON_VIP_RATES}
      qualities={liveLinesFixture[0]!.qualities}
      quality="360p"
      lines={liveLinesFixture}
      line="line1"
      isVip={isVip}
      hasNext={false}
      fullscreen={false}
      pip={false}
      episodes={[]}
      currentEp={1}
      episodeHref={() => ''}
      error={{ fallbackLine, message: offline ? liveT('channel.offline') : undefined }}
      vipLockedText={liveT('channel.vipLocked')}
      autoHideMs={60_000}
      onTogglePlay={fn()}
      onSeek={fn()}
      onVolumeChange={fn()}
      onToggleMute={fn()}
      onRateChange={fn()}
      onLockedRate={fn()}
      onQualityChange={fn()}
      onLineChange={fn()}
      onLocked={fn()}
      onNext={fn()}
      onToggleFullscreen={fn()}
      onTogglePip={fn()}
      onDownload={fn()}
      onRetry={fn()}
      onJoinVip={onJoinVip}
      onReplay={fn()}
    />
  );
}
