/**
 * The two timed notices over the video: the resume toast (where playback picked up), and the error
 * overlay naming the line that takes over from a failed one, which stays a moment even once the new
 * line plays so the viewer can read it. Owns their timers.
 */
import type { PlayerCore } from './core';

/** How long the resume toast stays. */
export const RESUME_TOAST_MS = 6000;
/** How long the overlay naming the fallback line stays at least. */
export const FALLBACK_NOTICE_MS = 2000;

export class PlayerNotices {
  private resumeTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the overlay last named a fallback line (epoch ms). */
  private fallbackShownAt = 0;

  constructor(private readonly core: PlayerCore) {}

  /** Shows the resume toast for a position past the start; hides it otherwise. */
  setResumeToast(at: number | undefined) {
    const state = this.core.state;
    clearTimeout(this.resumeTimer);
    state.resumeAt = at && at > 0 ? at : undefined;
    if (state.resumeAt !== undefined) {
      this.resumeTimer = setTimeout(() => (state.resumeAt = undefined), RESUME_TOAST_MS);
    }
  }

  /** A line failed: the error overlay names the one tried next (none left: it offers a retry). */
  showFallback(lineName: string | undefined) {
    this.core.state.status = 'error';
    this.core.state.fallbackLine = lineName;
    this.fallbackShownAt = Date.now();
  }

  /** A line took over by itself from one that failed: the player's notice says so (it times it). */
  showSwitched(from: string, to: string) {
    this.core.state.lineSwitched = { from, to };
  }

  /**
   * Playing again. After a line failed the overlay that named the next line stays a moment
   * longer, so the viewer can read which line took over, while the video already plays under it.
   */
  showPlaying() {
    const { state, video } = this.core;
    const wait = this.fallbackShownAt + FALLBACK_NOTICE_MS - Date.now();
    clearTimeout(this.noticeTimer);
    if (state.status === 'error' && state.fallbackLine && wait > 0) {
      this.noticeTimer = setTimeout(() => this.showPlaying(), wait);
      return;
    }
    if (video && !video.paused) state.status = 'playing';
    state.fallbackLine = undefined;
    state.errorMessage = undefined;
  }

  clear() {
    clearTimeout(this.resumeTimer);
    clearTimeout(this.noticeTimer);
  }
}
