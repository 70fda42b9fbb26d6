/**
 * Stories only: the player frame with its own <video> ref, and the args every frame story starts
 * from (PlayerFrame.stories.tsx, PlayerNotices.stories.tsx; the control bar's callbacks also
 * PlayerControls.stories.tsx).
 */
import { useRef, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import {
  linesFixture,
  playerStillImage,
  seriesDetailFixture,
  seriesEpisodesFixture,
} from '../../fixtures/playback';
import { playerT } from '../../i18n/playerMessages';
import { PlayerFrame, type PlayerFrameProps } from './PlayerFrame';
import { NON_VIP_RATES } from './types';
import styles from './PlayerStories.module.css';

const official = linesFixture[0]!;

/**
 * The frame with its own <video> ref, as the site's player page holds one (refs are not args), and
 * the title of episode 12 unless a story gives one, read when it renders in the story's language.
 */
export function PlayerFrameWithVideo(props: Omit<PlayerFrameProps, 'videoRef'>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const title =
    props.title ?? `${seriesDetailFixture.name} ${playerT('episodes.episode', { n: 12 })}`;
  return <PlayerFrame {...props} title={title} videoRef={videoRef} />;
}

/**
 * The control bar's settings for a member on the official line, and its callbacks, each a spy
 * (the bar's stories and the frame's).
 */
export const playerControlsArgs = () => ({
  muted: false,
  rate: 1,
  allowedRates: NON_VIP_RATES,
  qualities: official.qualities,
  quality: '720p',
  lines: linesFixture,
  line: official.key,
  isVip: false,
  hasNext: true,
  fullscreen: false,
  pip: false,
  onTogglePlay: fn(),
  onSeek: fn(),
  onVolumeChange: fn(),
  onToggleMute: fn(),
  onRateChange: fn(),
  onLockedRate: fn(),
  onQualityChange: fn(),
  onLineChange: fn(),
  onLocked: fn(),
  onNext: fn(),
  onToggleFullscreen: fn(),
  onTogglePip: fn(),
  onDownload: fn(),
});

export const playerFrameArgs = {
  poster: playerStillImage(3),
  state: 'playing',
  currentTime: 1325,
  duration: 2712,
  bufferedEnd: 1410,
  volume: 0.8,
  episodes: seriesEpisodesFixture,
  currentEp: 12,
  episodeHref: (ep: number) => `/vod/play-official/${seriesDetailFixture.id}/${ep}`,
  autoHideMs: 60_000,
  ...playerControlsArgs(),
  onRetry: fn(),
  onJoinVip: fn(),
  onReplay: fn(),
  onCancelAutoNext: fn(),
  onResume: fn(),
  onDismissResume: fn(),
} satisfies Omit<PlayerFrameProps, 'videoRef'>;

/** What every story of the whole frame starts from: the frame on its stage, at the play page's route. */
export const playerFrameStories = {
  component: PlayerFrameWithVideo,
  parameters: { layout: 'fullscreen', route: '/vod/play-official/2001/12' },
  decorators: [
    (Story: () => ReactNode) => (
      <div className={styles.stage}>
        <Story />
      </div>
    ),
  ],
  args: playerFrameArgs,
};
