/**
 * Mirrors the <video>'s events into the view state the controls render (status, position,
 * buffer, volume, speed, picture-in-picture, fullscreen), reports the episode's first frame, and
 * saves progress as playback goes on, pauses and ends.
 */
import type { PlayerCore } from './core';

/** The end of the buffered range the playhead is in (the playhead itself when none). */
function bufferedEndOf(video: HTMLVideoElement): number {
  const t = video.currentTime;
  for (let i = 0; i < video.buffered.length; i++) {
    if (video.buffered.start(i) <= t + 0.5 && t <= video.buffered.end(i)) {
      return video.buffered.end(i);
    }
  }
  return t;
}

/**
 * Listens to `video` (and the document's fullscreen changes); `onPlaying` is told each time
 * playback (re)starts. Returns what stops listening.
 */
export function listenToVideo(
  core: PlayerCore,
  video: HTMLVideoElement,
  onPlaying: () => void,
): () => void {
  const state = core.state;
  const handlers: Record<string, () => void> = {
    waiting: () => {
      if (state.status !== 'error') state.status = core.started ? 'buffering' : 'loading';
    },
    playing: () => {
      core.pendingStart = null;
      onPlaying();
      if (!core.started) {
        core.started = true;
        core.deps.onPlayStart?.({ id: core.id, ep: core.ep, line: state.line });
      }
    },
    pause: () => {
      if (video.ended || state.status === 'error' || state.status === 'loading') return;
      state.status = 'paused';
      core.saveProgress();
    },
    ended: () => {
      state.status = 'ended';
      core.saveProgress();
    },
    timeupdate: () => {
      // While a new source loads the element reads 0: the controls keep the position.
      if (core.pendingStart !== null) return;
      state.currentTime = video.currentTime;
      state.bufferedEnd = bufferedEndOf(video);
      const progress = core.progress();
      if (progress && !video.paused) core.deps.progress.update(progress);
    },
    durationchange: () => {
      state.duration = Number.isFinite(video.duration) ? video.duration : 0;
    },
    progress: () => {
      state.bufferedEnd = bufferedEndOf(video);
    },
    seeking: () => {
      if (core.pendingStart === null) state.currentTime = video.currentTime;
    },
    volumechange: () => {
      state.volume = video.volume;
      state.muted = video.muted;
    },
    ratechange: () => {
      state.rate = video.playbackRate;
    },
    canplay: () => {
      if (core.pendingStart !== null && Math.abs(video.currentTime - core.pendingStart) < 1) {
        core.pendingStart = null;
      }
      if (state.status === 'loading' && (video.paused || !core.playWhenReady)) {
        if (core.playWhenReady) core.resume();
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
