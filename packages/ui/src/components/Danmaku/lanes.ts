/**
 * Where 弹幕 go without covering one another: the lanes of the belt (scrolling comments) and of
 * the top and bottom rows (comments that stand still for a while). Pure bookkeeping, so it is
 * tested without a browser; `conveyor.ts` does the drawing.
 */

/** Space kept between two scrolling comments in a lane, in px. */
export const LANE_GAP_PX = 24;

const FREE = Number.NEGATIVE_INFINITY;

/**
 * Lanes of scrolling comments. All of them move at one speed, so a comment never catches up with
 * the one ahead of it: a lane is free as soon as its last comment has fully entered the picture,
 * and a lane only needs to remember where the tail of its last comment is (in belt px).
 */
export class ScrollLanes {
  private tails: number[] = [];

  constructor(count: number) {
    this.resize(count);
  }

  get count(): number {
    return this.tails.length;
  }

  /** A taller or shorter layer: lanes that still fit keep what they hold. */
  resize(count: number): void {
    const kept = this.tails.slice(0, count);
    while (kept.length < count) kept.push(FREE);
    this.tails = kept;
  }

  /** The top-most lane a comment entering at belt position `x` fits in, or -1 when none does. */
  free(x: number): number {
    return this.tails.findIndex((tail) => tail + LANE_GAP_PX <= x);
  }

  /**
   * For a comment that must show (the viewer's own) when no lane is free: the lane whose last
   * comment enters first, and where to start so as to follow it.
   */
  soonest(x: number): { lane: number; x: number } {
    let lane = 0;
    for (let i = 1; i < this.tails.length; i++) {
      if ((this.tails[i] ?? FREE) < (this.tails[lane] ?? FREE)) lane = i;
    }
    return { lane, x: Math.max(x, (this.tails[lane] ?? FREE) + LANE_GAP_PX) };
  }

  occupy(lane: number, tail: number): void {
    if (lane >= 0 && lane < this.tails.length) this.tails[lane] = tail;
  }

  /** A comment's measured tail replaces its estimate, if it is still the last in its lane. */
  settle(lane: number, estimate: number, measured: number): void {
    if (this.tails[lane] === estimate) this.tails[lane] = measured;
  }

  /** The belt moved its origin by `by` px: every remembered tail moves with it. */
  shift(by: number): void {
    this.tails = this.tails.map((tail) => tail - by);
  }

  clear(): void {
    this.tails = this.tails.map(() => FREE);
  }
}

/** Lanes of standing comments (top or bottom): each is taken until a media time. */
export class FixedLanes {
  private until: number[] = [];

  constructor(count: number) {
    this.resize(count);
  }

  resize(count: number): void {
    const kept = this.until.slice(0, count);
    while (kept.length < count) kept.push(FREE);
    this.until = kept;
  }

  /** The first lane (from the edge it hangs on) that is free at media time `time`, or -1. */
  free(time: number): number {
    return this.until.findIndex((until) => until <= time);
  }

  /** The lane that frees first: the viewer's own comment takes it when none is free. */
  soonest(): number {
    let lane = 0;
    for (let i = 1; i < this.until.length; i++) {
      if ((this.until[i] ?? FREE) < (this.until[lane] ?? FREE)) lane = i;
    }
    return lane;
  }

  occupy(lane: number, until: number): void {
    if (lane >= 0 && lane < this.until.length) this.until[lane] = until;
  }

  clear(): void {
    this.until = this.until.map(() => FREE);
  }
}
