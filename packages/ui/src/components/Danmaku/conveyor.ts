/**
 * The 弹幕 renderer: one component of ours rather than the `danmaku` package, because of how
 * comments move. The package moves every comment by its own transform, so each frame repaints
 * the whole layer, text and dark edge; with some 200 comments on screen and 4x CPU throttling that
 * dropped a quarter of the frames or more (`scripts/bench/danmaku.mjs`). Here every scrolling
 * comment moves at one speed, so they all ride one belt: a composited layer that the compositor
 * moves (`belt.ts`). A comment is painted once, when it boards; moving it costs no paint, and the
 * main thread works only in the frames where a comment boards.
 *
 * It follows the <video>: positions are a function of the media time, so pausing stops the
 * comments, a faster playback rate speeds them up and a seek starts again from the new time.
 * Text is written with textContent, never parsed as HTML.
 */
import { BeltMotion } from './belt';
import { FixedRows, ScrollLanes, type FixedBand } from './lanes';

export interface BeltComment {
  id: number;
  text: string;
  color: string;
  mode: 'scroll' | 'top' | 'bottom';
  mine: boolean;
  /** Media seconds it shows at; absent: at once (the comment the viewer just posted). */
  time?: number;
}

export interface ConveyorOptions {
  /** A scrolling comment crosses the picture in this many media seconds, whatever its width. */
  crossingSeconds: number;
  classNames: { belt: string; fixed: string; comment: string };
}

/**
 * When no lane is free, a comment may wait this many media seconds off the right edge for the lane
 * that frees first, so a burst is spread out rather than dropped; beyond that it is dropped.
 */
const WAIT_SECONDS = 1;
/** A top or bottom comment stands this many media seconds. */
const STANDING_SECONDS = 4;
/** The media time jumping more than this between two frames is a seek, with or without an event. */
const JUMP_SECONDS = 1.5;
/** The belt's origin moves back to the picture's edge past this many px, to keep numbers small. */
const REBASE_PX = 100_000;
/**
 * Comments board in batches, each holding those due within this many media seconds: a batch is
 * placed just off the right edge at once, each where its time puts it, so the page is changed in
 * one frame of six rather than in most frames. Those that have left go in the same frames.
 */
const BATCH_SECONDS = 0.1;

interface Riding {
  node: HTMLElement;
  lane: number;
  x: number;
  /** Belt px of its right end: estimated as it boards, measured in the next frame. */
  tail: number;
  measured: boolean;
}

interface Standing {
  node: HTMLElement;
  until: number;
  band: FixedBand;
}

export class DanmakuConveyor {
  private readonly belt: HTMLDivElement;
  private readonly motion: BeltMotion;
  private readonly fixed: HTMLDivElement;
  /** Timed comments not shown yet, by time; `next` is the first one still ahead. */
  private queue: BeltComment[] = [];
  private next = 0;
  private riding: Riding[] = [];
  private standing: Standing[] = [];
  private readonly scroll = new ScrollLanes(0);
  private readonly rows = new FixedRows();
  private width = 0;
  private height = 0;
  private laneHeight = 1;
  /** Width of one CJK character, the widest a comment's characters usually are. */
  private charWidth = 1;
  private lastTime = 0;
  private frame = 0;
  /** Media time of the next batch. */
  private batchAt = 0;
  /** The last batch's widths are still to be read. */
  private unmeasured = false;
  private readonly observer: ResizeObserver | undefined;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly container: HTMLElement,
    private readonly media: HTMLMediaElement,
    private readonly options: ConveyorOptions,
  ) {
    this.belt = this.layerOf(options.classNames.belt);
    this.motion = new BeltMotion(this.belt, media);
    this.fixed = this.layerOf(options.classNames.fixed);
    this.layout();
    this.restart(media.currentTime);
    const on = (type: string, listener: () => void) => {
      media.addEventListener(type, listener);
      this.cleanups.push(() => media.removeEventListener(type, listener));
    };
    on('play', () => this.start());
    on('pause', () => this.stop());
    on('ended', () => this.stop());
    on('seeking', () => this.restart(media.currentTime));
    for (const type of ['playing', 'waiting', 'seeked', 'ratechange']) {
      on(type, () => this.motion.follow());
    }
    if (typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver(() => this.layout());
      this.observer.observe(container);
    }
    if (!media.paused) this.start();
  }

  /** A comment loaded ahead of the playhead, or one to show at once (no time). */
  add(comment: BeltComment): void {
    if (comment.time === undefined) {
      this.show(comment, this.media.currentTime);
      return;
    }
    const at = upperBound(this.queue, comment.time);
    this.queue.splice(at, 0, comment);
    // Among those shown, or behind the playhead at the head of the waiting ones: it is past, as it
    // would be after a seek. Only the one just inserted is skipped, never a waiting comment.
    if (at < this.next || (at === this.next && comment.time < this.lastTime)) this.next++;
  }

  destroy(): void {
    this.stop();
    this.motion.destroy();
    this.observer?.disconnect();
    for (const cleanup of this.cleanups) cleanup();
    this.belt.remove();
    this.fixed.remove();
  }

  private layerOf(className: string): HTMLDivElement {
    const layer = document.createElement('div');
    layer.className = className;
    this.container.append(layer);
    return layer;
  }

  /** Lane height and character width for the font size in use. */
  private measureFont(): void {
    const probe = this.node({ id: 0, text: '弹弹弹弹', color: '', mode: 'top', mine: false });
    this.fixed.append(probe);
    this.laneHeight = Math.max(1, probe.offsetHeight);
    this.charWidth = Math.max(1, probe.offsetWidth / 4);
    probe.remove();
  }

  /** The picture's size changed (fullscreen, a rotated phone, another area): lanes and speed follow. */
  private layout(): void {
    this.rebase(this.lastTime);
    // The font follows the player's width (a container query): lanes are as tall as it is now.
    this.measureFont();
    this.width = this.container.clientWidth;
    this.height = this.container.clientHeight;
    this.motion.restartAt(this.lastTime, Math.max(1, this.width / this.options.crossingSeconds));
    const lanes = Math.floor(this.height / this.laneHeight);
    this.scroll.resize(lanes);
  }

  private start(): void {
    this.motion.follow();
    if (this.frame === 0) this.frame = requestAnimationFrame(this.tick);
  }

  private stop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.draw(this.media.currentTime);
    this.motion.follow(); // the belt stops where the video did
  }

  private readonly tick = () => {
    this.draw(this.media.currentTime);
    this.frame = this.media.paused ? 0 : requestAnimationFrame(this.tick);
  };

  /** One frame: a batch boards when due; the belt itself is moved by the compositor. */
  private draw(time: number): void {
    if (this.unmeasured) this.measureBoarded(); // reads first: the last frame's layout is clean
    if (time < this.lastTime || time - this.lastTime > JUMP_SECONDS) this.restart(time);
    this.lastTime = time;
    if (time < this.batchAt) return;
    this.batchAt = time + BATCH_SECONDS;
    while (this.next < this.queue.length && (this.queue[this.next]?.time ?? 0) <= this.batchAt) {
      const comment = this.queue[this.next++];
      if (comment) this.show(comment, Math.max(time, comment.time ?? time));
    }
    this.leave(time);
    if (this.motion.offset(time) > REBASE_PX) this.rebase(time);
    this.motion.follow();
  }

  /** Everything off the picture; the comments ahead of `time` wait for it. */
  private restart(time: number): void {
    for (const { node } of [...this.riding, ...this.standing]) node.remove();
    this.riding = [];
    this.standing = [];
    this.scroll.clear();
    this.rows.clear();
    this.lastTime = time;
    this.batchAt = time;
    this.next = upperBound(this.queue, time - 1e-3);
    this.motion.restartAt(time);
  }

  /** Where on the belt (px) the picture's right edge is at media time `time`, in whole px. */
  private entry(time: number): number {
    return Math.round(this.motion.offset(time)) + this.width;
  }

  /** Moves the belt's origin to `time`: each rider keeps its place on the picture. */
  private rebase(time: number): void {
    const by = Math.round(this.motion.offset(time));
    if (by !== 0) {
      for (const rider of this.riding) {
        rider.x -= by;
        rider.tail -= by;
        rider.node.style.left = `${rider.x}px`;
      }
      this.scroll.shift(by);
    }
    this.motion.restartAt(time);
  }

  private show(comment: BeltComment, time: number): void {
    if (comment.mode === 'scroll') this.board(comment, time);
    else this.stand(comment, time);
  }

  /** A scrolling comment enters at the picture's right edge, in the top-most free lane. */
  private board(comment: BeltComment, time: number): void {
    let x = this.entry(time);
    let lane = this.scroll.free(x);
    if (lane < 0) {
      const behind = this.scroll.soonest(x);
      // A full picture drops comments; the viewer's own always shows.
      if (!comment.mine && behind.x - x > WAIT_SECONDS * this.motion.pxPerSecond) return;
      ({ lane, x } = behind);
    }
    const node = this.node(comment);
    const y = lane * this.laneHeight;
    // Placed by left and top, not a transform of its own: comments without their own transform
    // share the belt's, so the page's layers are not worked out again for each one.
    node.style.left = `${x}px`;
    node.style.top = `${y}px`;
    this.belt.append(node);
    // Its width is read in the next frame, when the layout is done anyway: reading it now would
    // make the page lay out within this frame. Until then a generous estimate keeps the lane.
    const tail = x + (comment.text.length + 1) * this.charWidth;
    this.scroll.occupy(lane, tail);
    this.riding.push({ node, lane, x, tail, measured: false });
    this.unmeasured = true;
  }

  /**
   * A top or bottom comment stands centred in the first gap from its edge that its measured height
   * fits (reading its height lays the page out once; standing comments are few).
   */
  private stand(comment: BeltComment, time: number): void {
    const { rows } = this;
    const edge = comment.mode === 'bottom' ? 'bottom' : 'top';
    const node = this.node(comment);
    node.style.visibility = 'hidden';
    this.fixed.append(node);
    // Its box as drawn: the viewer's own comment's outline reaches past its place (a negative
    // margin), and the band it takes must hold the outline too.
    const box = node.getBoundingClientRect();
    const reach = box.top - this.fixed.getBoundingClientRect().top;
    const height = box.height || this.laneHeight;
    let from = rows.free(height, time, this.height, edge);
    if (from < 0 && comment.mine) {
      // The viewer's own always shows: in place of the one that would leave first.
      const first = this.standing.find((stander) => stander.band === rows.soonest());
      if (first) this.dismiss(first);
      from = rows.free(height, time, this.height, edge);
    }
    if (from < 0) {
      node.remove();
      return;
    }
    const until = time + STANDING_SECONDS;
    const band = { from, to: from + height, until };
    rows.occupy(band);
    node.style.top = `${from - reach}px`;
    node.style.visibility = '';
    this.standing.push({ node, until, band });
  }

  private dismiss(stander: Standing): void {
    stander.node.remove();
    this.rows.release(stander.band);
    this.standing = this.standing.filter((other) => other !== stander);
  }

  private measureBoarded(): void {
    this.unmeasured = false;
    for (const rider of this.riding) {
      if (rider.measured) continue;
      const tail = rider.x + rider.node.offsetWidth;
      this.scroll.settle(rider.lane, rider.tail, tail);
      rider.tail = tail;
      rider.measured = true;
    }
  }

  /** Comments that have crossed the picture, or stood their time, go. */
  private leave(time: number): void {
    const offset = this.motion.offset(time);
    this.riding = this.riding.filter((rider) => {
      if (rider.tail >= offset) return true;
      rider.node.remove();
      return false;
    });
    this.standing = this.standing.filter((stander) => {
      if (stander.until > time) return true;
      stander.node.remove();
      return false;
    });
  }

  private node(comment: BeltComment): HTMLElement {
    const node = document.createElement('span');
    node.className = this.options.classNames.comment;
    node.textContent = comment.text; // text, never HTML
    node.style.color = comment.color;
    node.dataset['danmaku'] = String(comment.id);
    node.dataset['mode'] = comment.mode;
    if (comment.mine) node.dataset['mine'] = 'true';
    return node;
  }
}

/** The index of the first comment timed after `time` (comments at one time keep their order). */
function upperBound(queue: readonly BeltComment[], time: number): number {
  let low = 0;
  let high = queue.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((queue[middle]?.time ?? 0) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}
