import type { RefObject } from 'react';
import type { EpisodeInfo } from '../../playbackTypes';
import type { PlayerControlsProps } from './types';

export interface PlayerErrorInfo {
  /** The line the site is switching to; shows 线路加载失败，正在切换到{line}. */
  fallbackLine?: string;
}

export interface PlayerFrameProps extends Omit<
  PlayerControlsProps,
  'openMenu' | 'onOpenMenuChange' | 'episodesOpen' | 'onToggleEpisodes'
> {
  /** The site attaches hls.js to this element. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The element the site makes fullscreen (the frame, so the controls stay on screen). */
  containerRef?: RefObject<HTMLDivElement | null>;
  poster?: string;
  /** Shown on the top bar, e.g. 庆余年 第3集. */
  title?: string;
  episodes: readonly EpisodeInfo[];
  currentEp: number;
  episodeHref: (ep: number) => string;
  /** Read in the `error` state. */
  error?: PlayerErrorInfo;
  onRetry: () => void;
  /** The 开通VIP button of the `vip-locked` state. */
  onJoinVip: () => void;
  /** Seconds left before the next episode starts by itself (the `ended` state); the site runs the clock. */
  nextCountdown?: number;
  onCancelAutoNext?: () => void;
  onReplay: () => void;
  /** Where the viewer stopped last time, seconds; shows the resume toast while set. */
  resumeAt?: number;
  onResume?: () => void;
  onDismissResume?: () => void;
}

/** The player: the video element, its state overlays and the control bar. */
export function PlayerFrame({ videoRef, poster }: PlayerFrameProps) {
  // oxlint-disable-next-line jsx-a11y/media-has-caption -- episodes carry no caption tracks
  return <video ref={videoRef} poster={poster} playsInline />;
}
