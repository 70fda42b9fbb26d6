/**
 * The motion of the 弹幕 belt: one Web Animation of its transform, kept in step with the <video>.
 * An animation of a composited layer's transform is run by the compositor, so the belt moves on
 * every frame without the page's main thread: no style, layout, paint or layer update per frame
 * (setting the transform from script each frame made the page work its layers out again every
 * frame). The main thread only touches the belt when a comment boards or leaves.
 *
 * Positions are measured in media time: the belt stands at 0 at media time `origin` and travels
 * `speed` px per media second, so the animation plays at the video's rate and stops when it stops.
 */

/** The animation runs this far (px) before it would end; the conveyor re-bases long before. */
const SPAN_PX = 1_000_000;
/** The animation is put back on the video's time when it drifts further than this (ms). */
const DRIFT_MS = 80;

export class BeltMotion {
  private readonly animation: Animation;
  private origin = 0;
  private speed = 1;

  constructor(
    element: HTMLElement,
    private readonly media: HTMLMediaElement,
  ) {
    this.animation = element.animate(
      [{ transform: 'translateX(0px)' }, { transform: `translateX(${-SPAN_PX}px)` }],
      { duration: this.durationMs(), fill: 'both', easing: 'linear' },
    );
    this.animation.pause();
  }

  get pxPerSecond(): number {
    return this.speed;
  }

  /** Px the belt has travelled at media time `time`. */
  offset(time: number): number {
    return (time - this.origin) * this.speed;
  }

  /** From now on the belt stands at 0 at media time `time`, moving `speed` px per second. */
  restartAt(time: number, speed = this.speed): void {
    this.origin = time;
    if (speed !== this.speed) {
      this.speed = speed;
      this.animation.effect?.updateTiming({ duration: this.durationMs() });
    }
    this.follow();
  }

  /**
   * Plays while the video plays (not paused, seeking or waiting for data), at its rate, and puts
   * the belt where the video's time says when it has drifted.
   */
  follow(): void {
    const media = this.media;
    const moving =
      !media.paused && !media.seeking && media.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
    if (this.animation.playbackRate !== media.playbackRate) {
      this.animation.playbackRate = media.playbackRate;
    }
    if (moving && this.animation.playState !== 'running') this.animation.play();
    if (!moving && this.animation.playState === 'running') this.animation.pause();
    const expected = (media.currentTime - this.origin) * 1000;
    // The animation's time is the frame's start; the video's is now, later in the frame.
    const sinceFrame =
      performance.now() - Number(document.timeline.currentTime ?? performance.now());
    const current =
      Number(this.animation.currentTime ?? 0) + (moving ? sinceFrame * media.playbackRate : 0);
    if (!moving || Math.abs(current - expected) > DRIFT_MS) this.animation.currentTime = expected;
  }

  destroy(): void {
    this.animation.cancel();
  }

  private durationMs(): number {
    return (SPAN_PX / this.speed) * 1000;
  }
}
