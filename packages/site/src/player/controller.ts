/**
 * The player controller: one per player page. It asks the API for an episode's line, signs the
 * playlist, feeds it to the ui's <video> through an engine (engine.ts), mirrors the element into a
 * valtio state the controls render, and carries out what the viewer asks: play, seek, volume, speed,
 * line and quality switches that keep the position, fullscreen, picture-in-picture, download.
 * When a line fails it moves on to the next usable one by itself and says so in the error overlay.
 *
 * It knows nothing of React, routes or the store: the page passes those in as `PlayerDeps`.
 */
import { ErrorCode, type ApiResult } from '@xinghe/contracts/client';
import type { PlayerState, VipPromptReason } from '@xinghe/ui';
import { proxy, ref } from 'valtio';
import {
  createEngine as defaultCreateEngine,
  type FatalMediaError,
  type MediaEngine,
} from './engine.ts';
import { nextLine } from './lineFallback.ts';
import type { Progress, ProgressSaver } from './progressSaver.ts';
import { isRateAllowed } from './speeds.ts';
import type { LineInfo, LineQuality, LineRequest, PlayInfo } from './types.ts';

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
  /** Why the player stopped, when it did (a message from the API, in Chinese). */
  errorMessage?: string;
  /** The position playback resumed at, while the resume toast shows. */
  resumeAt?: number;
  /** Which engine plays: hls.js or the browser's own HLS. */
  engine?: 'hls.js' | 'native';
  /** The current episode can be downloaded (a VIP's reply carried a download). */
  downloadable: boolean;
}

export interface PlayerDeps {
  requestLine: (request: LineRequest) => Promise<ApiResult<PlayInfo>>;
  /** Appends the signature parameters (timestamp, rand, uuid, from, sign, token) to a media path. */
  signUrl: (path: string) => string;
  isVip: () => boolean;
  /** A VIP perk was refused: open the VIP dialog. */
  onVipRequired: (reason: VipPromptReason, vodId: number) => void;
  /** The first frame of an episode played (once per episode opened): metrics, analytics. */
  onPlayStart?: (started: { id: number; ep: number; line: string }) => void;
  /** A VIP's download link, signed. */
  onDownload?: (url: string, info: { id: number; ep: number }) => void;
  progress: ProgressSaver;
  createEngine?: typeof defaultCreateEngine;
}

export interface OpenOptions {
  /** Preferred line (key); the server's default when missing or not offered. */
  line?: string;
  quality?: string;
  /** Start here (the resume position), seconds; a promise is awaited alongside the line request. */
  startAt?: number | Promise<number>;
  /** The play-thrid route: a third-party line unless `line` names one. */
  preferThirdParty?: boolean;
  /** Start playing as soon as the stream is ready (true unless the page says otherwise). */
  autoplay?: boolean;
}

const initialState = (): PlayerViewState => ({
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
});

/** The first free third-party line when the server served an official one. */
function thirdPartyLine(info: PlayInfo): string | undefined {
  const served = info.lines.find((l) => l.key === info.line);
  if (served && !served.official) return undefined;
  return info.lines.find((l) => !l.official && !l.vip)?.key;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** How long the resume toast stays. */
export const RESUME_TOAST_MS = 6000;
/** How long the overlay naming the fallback line stays at least. */
export const FALLBACK_NOTICE_MS = 2000;

export class PlayerController {
  readonly state: PlayerViewState = proxy(initialState());

  private video: HTMLVideoElement | null = null;
  private container: HTMLElement | null = null;
  private engine: MediaEngine | null = null;
  private enginePromise: Promise<MediaEngine | null> | null = null;
  private detachListeners: (() => void) | null = null;

  private id = 0;
  private ep = 0;
  private info: PlayInfo | null = null;
  /** Bumped by every open and switch: replies to an older one are dropped. */
  private generation = 0;
  private failed = new Set<string>();
  private resigned = new Set<string>();
  private started = false;
  private playWhenReady = true;
  private resumeTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the overlay last named a fallback line (epoch ms). */
  private fallbackShownAt = 0;
  /** The start position of a source being loaded, until it plays. */
  private pendingStart: number | null = null;

  constructor(private readonly deps: PlayerDeps) {}

  /** The <video> the controller drives, if any. */
  get attachedVideo(): HTMLVideoElement | null {
    return this.video;
  }

  /** Binds the ui's <video> (and the frame to make fullscreen). */
  attach(video: HTMLVideoElement, container: HTMLElement | null) {
    this.detach();
    this.video = video;
    this.container = container;
    this.detachListeners = this.listen(video);
    this.state.volume = video.volume;
    this.state.muted = video.muted;
    this.state.rate = video.playbackRate;
  }

  detach() {
    this.detachListeners?.();
    this.detachListeners = null;
    this.engine?.destroy();
    this.engine = null;
    this.enginePromise = null;
    this.video = null;
  }

  /** Saves progress and lets everything go (the page unmounts). */
  destroy() {
    this.saveProgress(true);
    this.generation++;
    clearTimeout(this.resumeTimer);
    clearTimeout(this.noticeTimer);
    this.detach();
  }

  /** Opens an episode: asks for its line, then plays it from `startAt`. */
  async open(id: number, ep: number, options: OpenOptions = {}) {
    if (this.id && (this.id !== id || this.ep !== ep)) this.saveProgress(true);
    const generation = ++this.generation;
    this.id = id;
    this.ep = ep;
    this.info = null;
    this.failed.clear();
    this.resigned.clear();
    this.started = false;
    this.playWhenReady = options.autoplay ?? true;
    Object.assign(this.state, {
      status: 'loading',
      currentTime: 0,
      duration: 0,
      bufferedEnd: 0,
      fallbackLine: undefined,
      errorMessage: undefined,
      downloadable: false,
      resumeAt: undefined,
    } satisfies Partial<PlayerViewState>);

    // hls.js (on the first open), the resume position and the line are all fetched at once.
    void this.getEngine();
    const [first, startAt] = await Promise.all([
      this.deps.requestLine({ id, ep, line: options.line, quality: options.quality }),
      Promise.resolve(options.startAt ?? 0).catch(() => 0),
    ]);
    if (generation !== this.generation) return;
    let reply = first;
    // A remembered line this viewer may not use (a VIP line after the VIP ended): the default one.
    if (!reply.ok && reply.code === ErrorCode.VipRequired && (options.line || options.quality)) {
      reply = await this.deps.requestLine({ id, ep });
      if (generation !== this.generation) return;
    }
    if (!reply.ok) {
      this.failOpen(reply.code, reply.msg);
      return;
    }
    const thirdParty = options.preferThirdParty && !options.line && thirdPartyLine(reply.data);
    if (thirdParty) {
      const switched = await this.deps.requestLine({ id, ep, line: thirdParty });
      if (generation !== this.generation) return;
      if (switched.ok) reply = switched;
    }
    this.state.currentTime = startAt;
    this.setResumeToast(startAt);
    await this.play(reply.data, startAt, generation);
  }

  /** The error overlay's retry: every line is worth a new try. */
  retry() {
    const position = this.position();
    this.failed.clear();
    this.resigned.clear();
    void this.open(this.id, this.ep, { line: this.state.line || undefined, startAt: position });
  }

  togglePlay() {
    const video = this.video;
    if (!video) return;
    if (video.paused || video.ended) this.resume();
    else video.pause();
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

  pause() {
    this.playWhenReady = false;
    this.video?.pause();
  }

  seek(time: number) {
    const video = this.video;
    if (!video) return;
    const end = Number.isFinite(video.duration) ? video.duration : Infinity;
    this.pendingStart = null;
    video.currentTime = clamp(time, 0, end);
    this.state.currentTime = video.currentTime;
  }

  seekBy(seconds: number) {
    if (this.video) this.seek(this.video.currentTime + seconds);
  }

  setVolume(volume: number) {
    const video = this.video;
    if (!video) return;
    video.volume = clamp(volume, 0, 1);
    if (video.volume > 0) video.muted = false;
  }

  volumeBy(delta: number) {
    if (this.video) this.setVolume(Math.round((this.video.volume + delta) * 100) / 100);
  }

  toggleMute() {
    if (this.video) this.video.muted = !this.video.muted;
  }

  /** Speeds beyond 0.75x-1.25x are a VIP perk: others get the VIP dialog and keep their speed. */
  setRate(rate: number) {
    const video = this.video;
    if (!video) return;
    if (!isRateAllowed(rate, this.isVip())) {
      this.vipRequired('speed');
      return;
    }
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }

  /** Another line, at the same position, playing on if it was. */
  switchLine(key: string) {
    const line = this.state.lines.find((l) => l.key === key);
    if (!line || key === this.state.line) return;
    if (line.vip && !this.isVip()) {
      this.vipRequired('line');
      return;
    }
    void this.switchTo({ line: key }, 'line');
  }

  switchQuality(key: string) {
    const quality = this.state.qualities.find((q) => q.key === key);
    if (!quality || key === this.state.quality) return;
    if (quality.vip && !this.isVip()) {
      this.vipRequired('quality');
      return;
    }
    void this.switchTo({ line: this.state.line, quality: key }, 'quality');
  }

  toggleFullscreen() {
    const target = this.container ?? this.video;
    if (!target) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.requestFullscreen?.().catch(() => undefined);
  }

  togglePip() {
    const video = this.video;
    if (!video) return;
    if (document.pictureInPictureElement) {
      void document.exitPictureInPicture().catch(() => undefined);
    } else {
      void video.requestPictureInPicture?.().catch(() => undefined);
    }
  }

  /** A VIP downloads the episode; anyone else gets the VIP dialog. */
  download() {
    const path = this.info?.download;
    if (!path || !this.isVip()) {
      this.vipRequired('download');
      return;
    }
    this.deps.onDownload?.(this.deps.signUrl(path), { id: this.id, ep: this.ep });
  }

  dismissResume() {
    this.setResumeToast(undefined);
  }

  /** Saves where the viewer is now (pause, page hide, episode switch); `urgent` as the page goes. */
  saveProgress(urgent = false) {
    const progress = this.progress();
    if (progress) this.deps.progress.update(progress);
    this.deps.progress.flush(urgent);
  }

  /** VIP: the session says so, or the server handed this viewer a VIP-only download. */
  isVip(): boolean {
    return this.deps.isVip() || Boolean(this.info?.download);
  }

  // --- internals -----------------------------------------------------------------------------

  private vipRequired(reason: VipPromptReason) {
    this.deps.onVipRequired(reason, this.id);
  }

  /** Where the viewer is: while a new source loads, where it was asked to start. */
  private position(): number {
    return this.pendingStart ?? (this.video?.currentTime || this.state.currentTime || 0);
  }

  /**
   * Playing again. After a line failed the overlay that named the next line stays a moment
   * longer, so the viewer can read which line took over, while the video already plays under it.
   */
  private showPlaying() {
    const wait = this.fallbackShownAt + FALLBACK_NOTICE_MS - Date.now();
    clearTimeout(this.noticeTimer);
    if (this.state.status === 'error' && this.state.fallbackLine && wait > 0) {
      this.noticeTimer = setTimeout(() => this.showPlaying(), wait);
      return;
    }
    if (this.video && !this.video.paused) this.state.status = 'playing';
    this.state.fallbackLine = undefined;
    this.state.errorMessage = undefined;
  }

  private progress(): Progress | null {
    const video = this.video;
    if (!video || !this.id || !this.started) return null;
    const duration = Number.isFinite(video.duration) ? video.duration : this.state.duration;
    return { mid: this.id, ep: this.ep, position: video.currentTime, duration: duration || 0 };
  }

  private setResumeToast(at: number | undefined) {
    clearTimeout(this.resumeTimer);
    this.state.resumeAt = at && at > 0 ? at : undefined;
    if (this.state.resumeAt !== undefined) {
      this.resumeTimer = setTimeout(() => (this.state.resumeAt = undefined), RESUME_TOAST_MS);
    }
  }

  private failOpen(code: number, message: string) {
    if (code === ErrorCode.VipRequired) {
      this.state.status = 'vip-locked';
      return;
    }
    this.state.status = 'error';
    this.state.errorMessage = message;
  }

  /**
   * Asks for another line or quality and plays it from the same position. The stream that plays
   * keeps playing until the new one is ready; a refusal leaves it as it is.
   */
  private async switchTo(
    request: { line?: string; quality?: string },
    reason: VipPromptReason,
    startAt = this.position(),
    playAfter = this.isPlayingOrAboutTo(),
  ): Promise<'switched' | 'refused' | 'stale'> {
    const generation = ++this.generation;
    const reply = await this.deps.requestLine({ id: this.id, ep: this.ep, ...request });
    if (generation !== this.generation) return 'stale';
    if (!reply.ok) {
      if (reply.code === ErrorCode.VipRequired) this.vipRequired(reason);
      return 'refused';
    }
    this.playWhenReady = playAfter;
    await this.play(reply.data, startAt, generation);
    return 'switched';
  }

  private isPlayingOrAboutTo(): boolean {
    const video = this.video;
    if (!video) return this.playWhenReady;
    return !video.paused || (this.playWhenReady && this.state.status !== 'paused');
  }

  private async getEngine(): Promise<MediaEngine | null> {
    const video = this.video;
    if (!video) return null;
    this.enginePromise ??= (this.deps.createEngine ?? defaultCreateEngine)(video, {
      onFatal: (error) => this.onFatal(error),
    }).then(
      (engine) => (this.engine = engine),
      () => {
        // hls.js did not load (network, a deploy in between): the next open tries again.
        this.enginePromise = null;
        return null;
      },
    );
    return this.enginePromise;
  }

  private async play(info: PlayInfo, startAt: number, generation: number) {
    this.info = info;
    Object.assign(this.state, {
      lines: ref(info.lines),
      line: info.line,
      quality: info.quality,
      qualities: ref(info.lines.find((l) => l.key === info.line)?.qualities ?? []),
      downloadable: Boolean(info.download),
    } satisfies Partial<PlayerViewState>);
    const engine = await this.getEngine();
    if (generation !== this.generation) return;
    if (!engine) {
      this.failOpen(0, '');
      return;
    }
    this.state.engine = engine.kind;
    this.pendingStart = startAt;
    engine.load(this.deps.signUrl(info.playlist), startAt);
    if (this.playWhenReady) this.resume();
  }

  private onFatal(error: FatalMediaError) {
    const line = this.state.line;
    const startAt = this.position();
    // A signature goes stale after a while: a refused request gets one freshly signed retry.
    if (error.status === 403 && this.info && !this.resigned.has(line)) {
      this.resigned.add(line);
      void this.play(this.info, startAt, this.generation);
      return;
    }
    void this.fallBackFrom(line, startAt);
  }

  /**
   * The line `failed` is given up: the overlay names the next usable line while it is tried, and
   * the one after it if that does not answer either. With none left the overlay offers a retry.
   */
  private async fallBackFrom(failed: string, startAt: number): Promise<void> {
    this.failed.add(failed);
    const next = nextLine(this.state.lines, failed, this.failed, this.isVip());
    this.state.status = 'error';
    this.state.fallbackLine = next?.name;
    this.fallbackShownAt = Date.now();
    if (!next) return;
    const outcome = await this.switchTo({ line: next.key }, 'line', startAt, this.playWhenReady);
    if (outcome === 'refused') await this.fallBackFrom(next.key, startAt);
  }

  private listen(video: HTMLVideoElement): () => void {
    const state = this.state;
    const bufferedEnd = () => {
      const t = video.currentTime;
      for (let i = 0; i < video.buffered.length; i++) {
        if (video.buffered.start(i) <= t + 0.5 && t <= video.buffered.end(i)) {
          return video.buffered.end(i);
        }
      }
      return t;
    };
    const handlers: Record<string, () => void> = {
      waiting: () => {
        if (state.status !== 'error') state.status = this.started ? 'buffering' : 'loading';
      },
      playing: () => {
        this.pendingStart = null;
        this.showPlaying();
        if (!this.started) {
          this.started = true;
          this.deps.onPlayStart?.({ id: this.id, ep: this.ep, line: state.line });
        }
      },
      pause: () => {
        if (video.ended || state.status === 'error' || state.status === 'loading') return;
        state.status = 'paused';
        this.saveProgress();
      },
      ended: () => {
        state.status = 'ended';
        this.saveProgress();
      },
      timeupdate: () => {
        // While a new source loads the element reads 0: the controls keep the position.
        if (this.pendingStart !== null) return;
        state.currentTime = video.currentTime;
        state.bufferedEnd = bufferedEnd();
        const progress = this.progress();
        if (progress && !video.paused) this.deps.progress.update(progress);
      },
      durationchange: () => {
        state.duration = Number.isFinite(video.duration) ? video.duration : 0;
      },
      progress: () => {
        state.bufferedEnd = bufferedEnd();
      },
      seeking: () => {
        if (this.pendingStart === null) state.currentTime = video.currentTime;
      },
      volumechange: () => {
        state.volume = video.volume;
        state.muted = video.muted;
      },
      ratechange: () => {
        state.rate = video.playbackRate;
      },
      canplay: () => {
        if (this.pendingStart !== null && Math.abs(video.currentTime - this.pendingStart) < 1) {
          this.pendingStart = null;
        }
        if (state.status === 'loading' && (video.paused || !this.playWhenReady)) {
          if (this.playWhenReady) this.resume();
          else state.status = 'paused';
        }
      },
      enterpictureinpicture: () => {
        state.pip = true;
      },
      leavepictureinpicture: () => {
        state.pip = false;
      },
    };
    for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
    const onFullscreen = () => {
      state.fullscreen = document.fullscreenElement !== null;
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) {
        video.removeEventListener(name, handler);
      }
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }
}
