import type { ReactNode } from 'react';
import type { LineInfo, QualityInfo } from '@xinghe/contracts/client';

/** What the player is doing; each state has its own overlay. */
export type PlayerState =
  'loading' | 'playing' | 'paused' | 'buffering' | 'error' | 'ended' | 'vip-locked';

/** Every speed of the 倍速 menu, slowest first. */
export const PLAYBACK_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** Speeds open to everyone; the rest are a VIP perk (全部倍速). */
export const NON_VIP_RATES: readonly number[] = [0.75, 1, 1.25];

/** A perk a non-VIP viewer reached for; the site answers with the VIP dialog. */
export type LockedFeature = 'quality' | 'line' | 'download';

/** The menus of the control bar; at most one is open. */
export type PlayerMenu = 'speed' | 'quality' | 'line' | 'shortcuts' | 'extra';

/** Whether the site's extra menu is open, and how it opens or closes (one menu open at a time). */
export interface PlayerExtraMenuState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The title's (or the viewer's own) intro and outro marks, in seconds. */
export interface SeekMarks {
  introEnd?: number;
  outroStart?: number;
}

export interface PlayerControlsProps {
  state: PlayerState;
  /** Seconds. */
  currentTime: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** Where the buffered range that holds `currentTime` ends, seconds. */
  bufferedEnd: number;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  rate: number;
  /** The speeds listed; PLAYBACK_RATES by default. */
  rates?: readonly number[];
  /** The speeds this viewer may pick (NON_VIP_RATES or PLAYBACK_RATES); others show a VIP badge. */
  allowedRates: readonly number[];
  qualities: readonly QualityInfo[];
  quality: string;
  lines: readonly LineInfo[];
  line: string;
  isVip: boolean;
  hasNext: boolean;
  fullscreen: boolean;
  pip: boolean;
  /** Hides the picture-in-picture button where the browser has none. */
  pipSupported?: boolean;
  /** Seconds one arrow key seeks; shown in the shortcut hints. */
  seekStep?: number;
  /** Where the intro ends and the outro starts: drawn on the seek bar. */
  skipMarks?: SeekMarks;
  /** A live channel: 直播 instead of the seek bar and the time, and no download. */
  live?: boolean;
  /**
   * A menu the site adds before 倍速, drawn by the site (the 片头片尾 menu, which loads with the
   * 弹幕 code); it gets the open state so that at most one menu of the bar is open.
   */
  extraMenu?: (menu: PlayerExtraMenuState) => ReactNode;
  /** The open menu, when the parent controls it (PlayerFrame does, so its overlays can open 线路). */
  openMenu?: PlayerMenu | null;
  onOpenMenuChange?: (menu: PlayerMenu | null) => void;
  /** Whether the 选集 panel is open; the 选集 button shows only when this callback is given. */
  episodesOpen?: boolean;
  onToggleEpisodes?: () => void;
  onTogglePlay: () => void;
  onSeek: (time: number) => void;
  onVolumeChange: (volume: number) => void;
  onToggleMute: () => void;
  onRateChange: (rate: number) => void;
  /** A speed outside `allowedRates` was picked. */
  onLockedRate: (rate: number) => void;
  onQualityChange: (key: string) => void;
  onLineChange: (key: string) => void;
  /** A VIP quality, VIP line or download was picked by a non-VIP. */
  onLocked: (feature: LockedFeature) => void;
  onNext: () => void;
  onToggleFullscreen: () => void;
  onTogglePip: () => void;
  /** A VIP downloads the episode; non-VIPs get `onLocked('download')` instead. */
  onDownload: () => void;
}
