/**
 * What the player's behaviours share: the app's deps, the view state, the bound <video>, the
 * episode open and the bookkeeping of the source being loaded, with the few questions every
 * behaviour asks of them (where the viewer is, whether they are VIP, whether playback should go on).
 * Each behaviour (elementControls, videoEvents, source, lineSwitching, lineFallback, notices) works
 * on this one object; the controller wires them together.
 */
import type { ApiResult } from '@xinghe/contracts/client';
import type { VipPromptReason } from '@xinghe/ui';
import { proxy } from 'valtio';
import type { createEngine } from './engine';
import { initialState, type PlayerViewState } from './playerState';
import type { Progress, ProgressSaver } from './progressSaver';
import type { LineRequest, PlayInfo } from './types';

export interface PlayerDeps {
  requestLine: (request: LineRequest) => Promise<ApiResult<PlayInfo>>;
  /**
   * Appends the signature parameters (timestamp, rand, uuid, from, sign, token) to a media path;
   * `mediaToken` is the play-line reply's (never the session token: URLs leak).
   */
  signUrl: (path: string, mediaToken: string) => string;
  /** The text of a signed playlist fetched ahead, to play instead of asking again (once). */
  keptPlaylist?: (url: string) => Promise<string | null> | null;
  isVip: () => boolean;
  /** A VIP perk was refused: open the VIP dialog. */
  onVipRequired: (reason: VipPromptReason, vodId: string) => void;
  /** The first frame of an episode played (once per episode opened): metrics, analytics. */
  onPlayStart?: (started: { id: string; ep: number; line: string }) => void;
  /**
   * A failed line was replaced by `line`, which plays: the app keeps it as the viewer's line, so the
   * next episode starts on a line that works instead of failing the same way again.
   */
  onFellBack?: (line: string, lines: readonly { key: string }[]) => void;
  /** A VIP's download link, signed. */
  onDownload?: (url: string, info: { id: string; ep: number }) => void;
  progress: ProgressSaver;
  createEngine?: typeof createEngine;
}

export class PlayerCore {
  readonly state: PlayerViewState = proxy(initialState());

  video: HTMLVideoElement | null = null;
  /** The frame that goes fullscreen (the <video> itself when missing). */
  container: HTMLElement | null = null;

  id = '';
  ep = 0;
  /** The reply of the line playing (or being loaded). */
  info: PlayInfo | null = null;
  /** Bumped by every open and switch: replies to an older one are dropped. */
  generation = 0;
  /** The episode's first frame played (once per episode opened). */
  started = false;
  playWhenReady = true;
  /** The start position of a source being loaded, until it plays. */
  pendingStart: number | null = null;
  /**
   * A live channel: it starts at the live edge, a line switch or fallback rejoins the edge (there
   * is no position to keep), nothing is saved as a resume position, and seeking stops at the edge.
   */
  live = false;

  constructor(readonly deps: PlayerDeps) {}

  /** Where the viewer is: while a new source loads, where it was asked to start. */
  position(): number {
    if (this.live) return 0;
    return this.pendingStart ?? (this.video?.currentTime || this.state.currentTime || 0);
  }

  /** VIP: the session says so, or the server handed this viewer a VIP-only download. */
  isVip(): boolean {
    return this.deps.isVip() || Boolean(this.info?.download);
  }

  vipRequired(reason: VipPromptReason) {
    this.deps.onVipRequired(reason, this.id);
  }

  isPlayingOrAboutTo(): boolean {
    const video = this.video;
    if (!video) return this.playWhenReady;
    return !video.paused || (this.playWhenReady && this.state.status !== 'paused');
  }

  /** Plays; a browser that refuses autoplay leaves the player paused (its play button shows). */
  resume() {
    const video = this.video;
    if (!video) return;
    this.playWhenReady = true;
    if (video.ended) video.currentTime = 0;
    video.play().catch((error: unknown) => {
      // Autoplay refused (no gesture yet): wait for the viewer's click. An AbortError only means
      // a new source replaced the old one, which plays by itself.
      if ((error as Error | null)?.name !== 'NotAllowedError') return;
      this.playWhenReady = false;
      this.state.status = 'paused';
    });
  }

  /** How far the viewer got in the episode, once it started playing. */
  progress(): Progress | null {
    const video = this.video;
    if (!video || !this.id || !this.started || this.live) return null;
    const duration = Number.isFinite(video.duration) ? video.duration : this.state.duration;
    return { mid: this.id, ep: this.ep, position: video.currentTime, duration: duration || 0 };
  }

  /** Saves where the viewer is now (pause, page hide, episode switch); `urgent` as the page goes. */
  saveProgress(urgent = false) {
    const progress = this.progress();
    if (progress) this.deps.progress.update(progress);
    this.deps.progress.flush(urgent);
  }
}
