/**
 * What the viewer does to the <video> itself: play and pause, seek, volume and mute, speed (beyond
 * 0.75x-1.25x a VIP perk), fullscreen and picture-in-picture. Nothing here asks the API.
 */
import type { PlayerCore } from './core';
import { isRateAllowed } from './speeds';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function togglePlay(core: PlayerCore) {
  const video = core.video;
  if (!video) return;
  if (video.paused || video.ended) core.resume();
  else video.pause();
}

export function pause(core: PlayerCore) {
  core.playWhenReady = false;
  core.video?.pause();
}

/** How far a live stream may be sought: the end of what it has made seekable (the live edge). */
export function liveEdge(video: HTMLVideoElement): number {
  const ranges = video.seekable;
  return ranges.length > 0 ? ranges.end(ranges.length - 1) : video.currentTime;
}

export function seek(core: PlayerCore, time: number) {
  const video = core.video;
  if (!video) return;
  // Live: never past the edge (there is nothing there yet); on demand: never past the end.
  const end = core.live
    ? liveEdge(video)
    : Number.isFinite(video.duration)
      ? video.duration
      : Infinity;
  core.pendingStart = null;
  video.currentTime = clamp(time, 0, end);
  core.state.currentTime = video.currentTime;
}

export function seekBy(core: PlayerCore, seconds: number) {
  if (core.video) seek(core, core.video.currentTime + seconds);
}

export function setVolume(core: PlayerCore, volume: number) {
  const video = core.video;
  if (!video) return;
  video.volume = clamp(volume, 0, 1);
  if (video.volume > 0) video.muted = false;
}

export function volumeBy(core: PlayerCore, delta: number) {
  if (core.video) setVolume(core, Math.round((core.video.volume + delta) * 100) / 100);
}

export function toggleMute(core: PlayerCore) {
  if (core.video) core.video.muted = !core.video.muted;
}

/** Speeds beyond 0.75x-1.25x are a VIP perk: others get the VIP dialog and keep their speed. */
export function setRate(core: PlayerCore, rate: number) {
  const video = core.video;
  if (!video) return;
  if (!isRateAllowed(rate, core.isVip())) {
    core.vipRequired('speed');
    return;
  }
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
}

export function toggleFullscreen(core: PlayerCore) {
  const target = core.container ?? core.video;
  if (!target) return;
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void target.requestFullscreen?.().catch(() => undefined);
}

export function togglePip(core: PlayerCore) {
  const video = core.video;
  if (!video) return;
  if (document.pictureInPictureElement) {
    void document.exitPictureInPicture().catch(() => undefined);
  } else {
    void video.requestPictureInPicture?.().catch(() => undefined);
  }
}
