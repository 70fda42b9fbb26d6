/**
 * The stream in the <video>: the engine (hls.js, fetched on the first open, or native HLS) and
 * loading a line's reply into it, signed, from a start position. A failed open shows as the VIP
 * lock or the error overlay.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { ref } from 'valtio';
import type { PlayerCore } from './core';
import { createEngine, type FatalMediaError, type MediaEngine } from './engine';
import type { PlayerViewState } from './playerState';
import type { PlayInfo } from './types';

export class EpisodeSource {
  private engine: MediaEngine | null = null;
  private enginePromise: Promise<MediaEngine | null> | null = null;

  constructor(
    private readonly core: PlayerCore,
    /** The stream stopped for good (the line is broken, stale or refused). */
    private readonly onFatal: (error: FatalMediaError) => void,
  ) {}

  /** The engine for the bound <video>, made on the first call (null without a <video>). */
  async getEngine(): Promise<MediaEngine | null> {
    const video = this.core.video;
    if (!video) return null;
    this.enginePromise ??= (this.core.deps.createEngine ?? createEngine)(video, {
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

  /** Lets the engine go (the <video> is unbound). */
  release() {
    this.engine?.destroy();
    this.engine = null;
    this.enginePromise = null;
  }

  /** Plays a line's reply from `startAt`, unless a newer open or switch came in meanwhile. */
  async play(info: PlayInfo, startAt: number, generation: number) {
    const core = this.core;
    core.info = info;
    Object.assign(core.state, {
      lines: ref(info.lines),
      line: info.line,
      quality: info.quality,
      qualities: ref(info.lines.find((l) => l.key === info.line)?.qualities ?? []),
      downloadable: Boolean(info.download),
    } satisfies Partial<PlayerViewState>);
    const engine = await this.getEngine();
    if (generation !== core.generation) return;
    if (!engine) {
      this.failOpen(0, '');
      return;
    }
    core.state.engine = engine.kind;
    core.pendingStart = startAt;
    const url = core.deps.signUrl(info.playlist, info.mediaToken);
    engine.load(url, startAt, core.deps.keptPlaylist?.(url) ?? null);
    if (core.playWhenReady) core.resume();
  }

  /** The episode could not be opened: the VIP lock for a VIP-only title, else the error overlay. */
  failOpen(code: number, message: string) {
    const state = this.core.state;
    if (code === ErrorCode.VipRequired) {
      state.status = 'vip-locked';
      return;
    }
    state.status = 'error';
    state.errorMessage = message;
  }
}
