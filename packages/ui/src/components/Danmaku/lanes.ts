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

/** A standing comment's band: `from` to `to` px down from the top, taken until a media time. */
export interface FixedBand {
  from: number;
  to: number;
  until: number;
}

/**
 * Rows of standing comments, top and bottom ones together. Each comment takes the band of its
 * measured height (not a lane of an assumed one), so one whose font differs from the probe's
 * still never covers another; a top comment goes in the first gap its height fits from the top,
 * a bottom one from the bottom, among the bands still taken at its time. Sharing the bands keeps
 * a tall stack of top comments from meeting a stack of bottom ones.
 */
export class FixedRows {
  private bands: FixedBand[] = [];

  /**
   * Where (px from the top) a comment `height` tall fits at media time `time` in a picture
   * `limit` tall, searching from its `edge`; -1 when it fits nowhere.
   */
  free(height: number, time: number, limit: number, edge: 'top' | 'bottom' = 'top'): number {
    this.bands = this.bands.filter((band) => band.until > time);
    if (edge === 'top') {
      let from = 0;
      for (const band of [...this.bands].sort((a, b) => a.from - b.from)) {
        if (band.from >= from + height) break;
        from = Math.max(from, band.to);
      }
      return from + height <= limit ? from : -1;
    }
    let to = limit;
    for (const band of [...this.bands].sort((a, b) => b.to - a.to)) {
      if (band.to <= to - height) break;
      to = Math.min(to, band.from);
    }
    return to - height >= 0 ? to - height : -1;
  }
  /** The band that frees first: the viewer's own comment takes its place when none is free. */
  soonest(): FixedBand | undefined {
    return this.bands.reduce<FixedBand | undefined>(
      (first, band) => (first === undefined || band.until < first.until ? band : first),
      undefined,
    );
  }

  occupy(band: FixedBand): void {
    this.bands.push(band);
  }

  release(band: FixedBand): void {
    this.bands = this.bands.filter((taken) => taken !== band);
  }

  clear(): void {
    this.bands = [];
  }
}
