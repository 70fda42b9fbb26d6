/**
 * Stories only: the player of the play and embed pages as the site feeds it (the site's
 * PlayerSurface and DanmakuPanel), for one viewer and one state, with the 弹幕 bar under it on the
 * play page. With 弹幕 on, a stand-in picture plays so the comments cross it.
 */
import { useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { DanmakuBar } from '../../components/Danmaku/DanmakuBar';
import { DanmakuLayer } from '../../components/Danmaku/DanmakuLayer';
import { DEFAULT_DANMAKU_SETTINGS } from '../../components/Danmaku/settings';
import { PlayerFrame } from '../../components/Player/PlayerFrame';
import { NON_VIP_RATES, PLAYBACK_RATES, type PlayerState } from '../../components/Player/types';
import {
  danmakuColorsFixture,
  danmakuFixture,
  danmakuMaxLengthFixture,
  danmakuReasonsFixture,
} from '../../fixtures/danmaku';
import {
  linesFixture,
  playerStillImage,
  seriesDetailFixture,
  seriesEpisodesFixture,
} from '../../fixtures/playback';
import { playerT } from '../../i18n/playerMessages';
import { useStandInPicture } from '../useStandInPicture';

/** Who is watching: a visitor, a member without VIP, or a VIP. */
export type Viewer = 'visitor' | 'member' | 'vip';

export interface PlaybackPlayerProps {
  viewer: Viewer;
  state: PlayerState;
  /** The line playing (or chosen and locked). */
  line: string;
  /** 弹幕 on, comments crossing the picture. */
  danmaku: boolean;
  /** The 弹幕 bar under the player (the play page; the embed has none). */
  withBar: boolean;
  /** A phone: 发弹幕 opens a bottom sheet. */
  phone: boolean;
  currentEp: number;
  episodeHref: (ep: number) => string;
  onJoinVip: () => void;
  onLineChange: (key: string) => void;
}

const DANMAKU_ON_SCREEN = danmakuFixture(40, 0.2, 6);
const DANMAKU_RECENT = danmakuFixture(6);

export function PlaybackPlayer(props: PlaybackPlayerProps) {
  const { viewer, state, line, danmaku, withBar, phone, currentEp, episodeHref } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [settings, setSettings] = useState({ ...DEFAULT_DANMAKU_SETTINGS, enabled: danmaku });
  useStandInPicture(videoRef, { enabled: settings.enabled });
  const isVip = viewer === 'vip';
  const current = linesFixture.find((l) => l.key === line) ?? linesFixture[0]!;
  const title = `${seriesDetailFixture.name} ${playerT('episodes.episode', { n: currentEp })}`;
  return (
    <>
      <PlayerFrame
        videoRef={videoRef}
        poster={playerStillImage(3)}
        title={title}
        state={state}
        currentTime={1325}
        duration={2712}
        bufferedEnd={1410}
        volume={0.8}
        muted
        rate={1}
        allowedRates={isVip ? PLAYBACK_RATES : NON_VIP_RATES}
        qualities={current.qualities}
        quality={current.qualities[current.qualities.length - 1]!.key}
        lines={linesFixture}
        line={current.key}
        isVip={isVip}
        hasNext={currentEp < seriesEpisodesFixture.length}
        fullscreen={false}
        pip={false}
        episodes={seriesEpisodesFixture}
        currentEp={currentEp}
        episodeHref={episodeHref}
        autoHideMs={60_000}
        overlays={
          settings.enabled ? (
            <DanmakuLayer videoRef={videoRef} comments={DANMAKU_ON_SCREEN} settings={settings} />
          ) : undefined
        }
        onTogglePlay={fn()}
        onSeek={fn()}
        onVolumeChange={fn()}
        onToggleMute={fn()}
        onRateChange={fn()}
        onLockedRate={fn()}
        onQualityChange={fn()}
        onLineChange={props.onLineChange}
        onLocked={fn()}
        onNext={fn()}
        onToggleFullscreen={fn()}
        onTogglePip={fn()}
        onDownload={fn()}
        onRetry={fn()}
        onJoinVip={props.onJoinVip}
        onReplay={fn()}
      />
      {withBar && (
        <DanmakuBar
          phone={phone}
          colors={danmakuColorsFixture}
          maxLength={danmakuMaxLengthFixture}
          settings={settings}
          onSettingsChange={setSettings}
          recent={DANMAKU_RECENT}
          reasons={danmakuReasonsFixture}
          reported={new Set()}
          onReport={fn()}
          signedIn={viewer !== 'visitor'}
          isVip={isVip}
          sending={false}
          onSend={fn()}
          onLogin={fn()}
          onVipColor={fn()}
        />
      )}
    </>
  );
}
