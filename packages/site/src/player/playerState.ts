/**
 * The view state the player's controls render: a valtio proxy the controller writes and the ui
 * reads through a snapshot. Its shape, its first value and what opening an episode resets.
 */
import type { PlayerState } from '@xinghe/ui';
import { ref } from 'valtio';
import type { LineInfo, LineQuality } from './types';

/** Server data kept whole (not proxied): snapshots hand it out as the plain arrays it was. */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface PlayerViewState {
  status: PlayerState;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  rate: number;
  lines: Kept<LineInfo[]>;
  line: string;
  qualities: Kept<LineQuality[]>;
  quality: string;
  fullscreen: boolean;
  pip: boolean;
  /** The line being tried after the current one failed (the error overlay names it). */
  fallbackLine?: string;
  /** The line that failed and the one that took over by itself: a brief notice says so. */
  lineSwitched?: { from: string; to: string };
  /** Why the player stopped, when it did (a message from the API, in Chinese). */
  errorMessage?: string;
  /** The position playback resumed at, while the resume toast shows. */
  resumeAt?: number;
  /** Which engine plays: hls.js or the browser's own HLS. */
  engine?: 'hls.js' | 'native';
  /** The current episode can be downloaded (a VIP's reply carried a download). */
  downloadable: boolean;
  /** A live channel is playing: no duration, no seeking past the live edge. */
  live: boolean;
}

export const initialState = (): PlayerViewState => ({
  status: 'loading',
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  rate: 1,
  lines: ref([]),
  line: '',
  qualities: ref([]),
  quality: '',
  fullscreen: false,
  pip: false,
  downloadable: false,
  live: false,
});

/** What opening an episode resets; volume, speed and the line list stay as they were. */
export const openingState = () =>
  ({
    status: 'loading',
    currentTime: 0,
    duration: 0,
    bufferedEnd: 0,
    fallbackLine: undefined,
    lineSwitched: undefined,
    errorMessage: undefined,
    downloadable: false,
    resumeAt: undefined,
  }) satisfies Partial<PlayerViewState>;
