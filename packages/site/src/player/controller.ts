/**
 * The player controller: one per player page. It asks the API for an episode's line, signs the
 * playlist, feeds it to the ui's <video> through an engine (engine.ts), mirrors the element into a
 * valtio state the controls render, and carries out what the viewer asks: play, seek, volume, speed,
 * line and quality switches that keep the position, fullscreen, picture-in-picture, download.
 * When a line fails it moves on to the next usable one by itself and says so in the error overlay.
 *
 * It knows nothing of React, routes or the store: the page passes those in as `PlayerDeps`.
 *
 * This file owns opening an episode and binding the <video>; each other behaviour has its module:
 * core (what they share), playerState (the view state), elementControls (the viewer's commands to
 * the element), videoEvents (the element's events), source (the engine and loading a line),
 * lineSwitching (line and quality switches), lineFallback (a failed line), notices (the resume
 * toast and the fallback overlay's timing), speeds (which speeds need VIP).
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { PlayerCore, type PlayerDeps } from './core';
import * as controls from './elementControls';
import { LineFallback } from './lineFallback';
import { switchLine, switchQuality, thirdPartyLine } from './lineSwitching';
import { PlayerNotices } from './notices';
import { openingState, type PlayerViewState } from './playerState';
import { EpisodeSource } from './source';
import { listenToVideo } from './videoEvents';

export type { PlayerDeps } from './core';
export type { PlayerViewState } from './playerState';
export { FALLBACK_NOTICE_MS, RESUME_TOAST_MS } from './notices';

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
  /** A live channel (see PlayerCore.live): `startAt` is ignored, playback starts at the live edge. */
  live?: boolean;
}

export class PlayerController {
  private readonly core: PlayerCore;
  private readonly notices: PlayerNotices;
  private readonly source: EpisodeSource;
  private readonly fallback: LineFallback;
  private detachListeners: (() => void) | null = null;

  constructor(deps: PlayerDeps) {
    this.core = new PlayerCore(deps);
    this.notices = new PlayerNotices(this.core);
    this.source = new EpisodeSource(this.core, (error) => this.fallback.onFatal(error));
    this.fallback = new LineFallback(this.core, this.source, this.notices);
  }

  get state(): PlayerViewState {
    return this.core.state;
  }

  /** The <video> the controller drives, if any. */
  get attachedVideo(): HTMLVideoElement | null {
    return this.core.video;
  }

  /** Binds the ui's <video> (and the frame to make fullscreen). */
  attach(video: HTMLVideoElement, container: HTMLElement | null) {
    this.detach();
    const { core } = this;
    core.video = video;
    core.container = container;
    this.detachListeners = listenToVideo(core, video, () => this.notices.showPlaying());
    core.state.volume = video.volume;
    core.state.muted = video.muted;
    core.state.rate = video.playbackRate;
  }

  detach() {
    this.detachListeners?.();
    this.detachListeners = null;
    this.source.release();
    this.core.video = null;
  }

  /** Saves progress and lets everything go (the page unmounts). */
  destroy() {
    this.saveProgress(true);
    this.core.generation++;
    this.notices.clear();
    this.detach();
  }

  /** Opens an episode: asks for its line, then plays it from `startAt`. */
  async open(id: string, ep: number, options: OpenOptions = {}) {
    const { core } = this;
    if (core.id && (core.id !== id || core.ep !== ep)) this.saveProgress(true);
    const generation = ++core.generation;
    core.id = id;
    core.ep = ep;
    core.info = null;
    this.fallback.reset();
    core.started = false;
    core.playWhenReady = options.autoplay ?? true;
    core.live = options.live ?? false;
    Object.assign(core.state, openingState(), { live: core.live });

    // hls.js (on the first open), the resume position and the line are all fetched at once.
    void this.source.getEngine();
    const [first, startAt] = await Promise.all([
      core.deps.requestLine({ id, ep, line: options.line, quality: options.quality }),
      Promise.resolve(core.live ? 0 : (options.startAt ?? 0)).catch(() => 0),
    ]);
    if (generation !== core.generation) return;
    let reply = first;
    // A remembered line this viewer may not use (a VIP line after the VIP ended): the default one.
    if (!reply.ok && reply.code === ErrorCode.VipRequired && (options.line || options.quality)) {
      reply = await core.deps.requestLine({ id, ep });
      if (generation !== core.generation) return;
    }
    if (!reply.ok) {
      this.source.failOpen(reply.code, reply.msg);
      return;
    }
    const thirdParty = options.preferThirdParty && !options.line && thirdPartyLine(reply.data);
    if (thirdParty) {
      const switched = await core.deps.requestLine({ id, ep, line: thirdParty });
      if (generation !== core.generation) return;
      if (switched.ok) reply = switched;
    }
    core.state.currentTime = startAt;
    this.notices.setResumeToast(startAt);
    await this.source.play(reply.data, startAt, generation);
  }

  /** The error overlay's retry: every line is worth a new try. */
  retry() {
    const position = this.core.position();
    this.fallback.reset();
    void this.open(this.core.id, this.core.ep, {
      line: this.core.state.line || undefined,
      startAt: position,
      live: this.core.live,
    });
  }

  togglePlay() {
    controls.togglePlay(this.core);
  }

  /** Plays; a browser that refuses autoplay leaves the player paused (its play button shows). */
  resume() {
    this.core.resume();
  }

  pause() {
    controls.pause(this.core);
  }

  seek(time: number) {
    controls.seek(this.core, time);
  }

  seekBy(seconds: number) {
    controls.seekBy(this.core, seconds);
  }

  setVolume(volume: number) {
    controls.setVolume(this.core, volume);
  }

  volumeBy(delta: number) {
    controls.volumeBy(this.core, delta);
  }

  toggleMute() {
    controls.toggleMute(this.core);
  }

  /** Speeds beyond 0.75x-1.25x are a VIP perk: others get the VIP dialog and keep their speed. */
  setRate(rate: number) {
    controls.setRate(this.core, rate);
  }

  /** Another line, at the same position, playing on if it was. */
  switchLine(key: string) {
    switchLine(this.core, this.source, key);
  }

  switchQuality(key: string) {
    switchQuality(this.core, this.source, key);
  }

  toggleFullscreen() {
    controls.toggleFullscreen(this.core);
  }

  togglePip() {
    controls.togglePip(this.core);
  }

  /**
   * A VIP downloads the episode; anyone else gets the VIP dialog. The line is asked for again
   * first: the media token of the reply playing may have run out (30 minutes).
   */
  async download() {
    const { core } = this;
    if (!core.info?.download || !core.isVip()) {
      core.vipRequired('download');
      return;
    }
    const { id, ep } = core;
    const reply = await core.deps.requestLine({ id, ep, line: core.state.line });
    if (!reply.ok) {
      if (reply.code === ErrorCode.VipRequired) core.vipRequired('download');
      return;
    }
    const { download: path, mediaToken } = reply.data;
    if (!path) {
      core.vipRequired('download');
      return;
    }
    core.deps.onDownload?.(core.deps.signUrl(path, mediaToken), { id, ep });
  }

  dismissResume() {
    this.notices.setResumeToast(undefined);
  }

  /** Saves where the viewer is now (pause, page hide, episode switch); `urgent` as the page goes. */
  saveProgress(urgent = false) {
    this.core.saveProgress(urgent);
  }

  /** VIP: the session says so, or the server handed this viewer a VIP-only download. */
  isVip(): boolean {
    return this.core.isVip();
  }
}
