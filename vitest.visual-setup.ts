/**
 * The visual layer (vitest.visual.config.ts): after each story has rendered and its play function
 * has passed, its look is compared with the committed baseline `packages/ui/visual/<story id>.png`.
 * Runs in the story's browser frame, after Storybook's own setup.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { baselineName } from './vitest.visual-names.ts';

/** A story's `parameters.visual`: leave it out of the layer, or cover what moves on its own. */
export interface VisualParameters {
  /** No screenshot (say why beside it): a story whose look is not its own, e.g. a docs table. */
  disable?: boolean;
  /** CSS selectors of parts painted from a live source (a playing picture, a moving 弹幕 belt). */
  mask?: string[];
}

/**
 * Every story sees the same day and hour, so a date printed from `Date.now()` (a VIP's remaining
 * days, "3 分钟前") stays the same from run to run. Only Date is set: timers run as usual.
 */
const STORY_CLOCK = new Date('2026-05-20T20:00:00+08:00');

/** Painted from a video or a canvas: their frames are not the story's look. */
const ALWAYS_MASKED = ['video', 'canvas'];

/**
 * Pictures larger than an icon (posters, banners, stills) are fixture art: drawn flat, in their
 * own box, so the baselines stay small (a banner's stars cost 400 KB of PNG) while the box, its
 * corners and whatever the story lays over it (titles, badges, gradients) are still compared.
 */
const FLAT_PICTURE_MIN_SIDE = 64;
const FLAT_PICTURE_FILL = '#2b3044';

function flattenPictures() {
  for (const picture of document.querySelectorAll('img')) {
    const box = picture.getBoundingClientRect();
    if (box.width < FLAT_PICTURE_MIN_SIDE || box.height < FLAT_PICTURE_MIN_SIDE) continue;
    picture.style.setProperty('object-position', '-100000px -100000px', 'important');
    picture.style.setProperty('background', FLAT_PICTURE_FILL, 'important');
  }
}

/** What the page held before the story: the story's root and its portals are what it adds. */
let before = new Set<Element>();

beforeEach(() => {
  vi.setSystemTime(STORY_CLOCK);
  before = new Set(document.body.children);
});

afterEach(async (context) => {
  vi.useRealTimers();
  const { task } = context;
  // Set by the Storybook plugin's story test.
  const { storyId } = task.meta as { storyId?: string };
  // A story that failed already says why; a second failure about its look would hide it.
  if (!storyId || task.result?.errors?.length) return;
  const parameters = (context as { story?: { parameters?: { visual?: VisualParameters } } }).story
    ?.parameters?.visual;
  if (parameters?.disable) return;

  await document.fonts.ready;
  await settled();
  flattenPictures();
  settleAnimations();
  await nextFrame();

  const added = [...document.body.children].filter((child) => !before.has(child));
  const clip = storyBox(added);
  const mask = [...ALWAYS_MASKED, ...(parameters?.mask ?? [])]
    .flatMap((selector) => [...document.querySelectorAll(selector)])
    .filter((element) => element.getClientRects().length > 0);
  // `components-videocard--default` is `packages/ui/visual/components-videocard/default.png`.
  await expect(page).toMatchScreenshot(baselineName(storyId), {
    screenshotOptions: { clip, mask },
  });
});

const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The page is settled when nothing in it has changed for this long (a story without a play
 * function may still open its dialog in an effect, or load a part on demand). */
const QUIET_MS = 50;
const SETTLE_LIMIT_MS = 3_000;

/** Waits until the DOM has not changed for QUIET_MS, SETTLE_LIMIT_MS at most. */
function settled() {
  return new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, QUIET_MS);
    const limit = setTimeout(done, SETTLE_LIMIT_MS);
  });
}

/**
 * Every transition and animation at its end (an infinite one, a spinner, at its start), as the
 * screenshot will show them: a sheet that slides in is measured where it comes to rest.
 */
function settleAnimations() {
  for (const animation of document.getAnimations()) {
    const { iterations } = animation.effect?.getComputedTiming() ?? {};
    if (iterations === Infinity) animation.cancel();
    else animation.finish();
  }
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

const intersect = (a: Box, b: Box): Box => {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.right, b.right);
  const bottom = Math.min(a.bottom, b.bottom);
  return { left, top, right, bottom, width: right - left, height: bottom - top };
};

/**
 * The boxes of an element and its descendants as far as they show: a part that an ancestor's
 * overflow hides (a 弹幕 line waiting beyond the stage's edge) does not widen the screenshot. The
 * top layer (an open modal dialog, a popover) escapes its ancestors' overflow.
 */
function paintedBoxes(element: Element, clip: Box | null, out: Box[]) {
  const own = element.matches('dialog:modal, :popover-open') ? null : clip;
  const box = element.getBoundingClientRect();
  const shown = own ? intersect(box, own) : box;
  out.push(shown);
  const { overflowX, overflowY } = getComputedStyle(element);
  const clips = overflowX !== 'visible' || overflowY !== 'visible';
  for (const child of element.children) paintedBoxes(child, clips ? shown : own, out);
}

/**
 * The box the story paints into, in the frame's coordinates: the parts in its root (and in what else
 * it adds to the body) and whatever sits in the top layer (an open dialog, a popover), cut to the
 * viewport: a story is compared as it shows before any scrolling, as a designer first sees it.
 */
function storyBox(roots: Element[]) {
  const boxes: Box[] = [];
  // The parts, not the root: a block root spans the frame's width whatever the story draws in it.
  for (const root of roots) for (const part of root.children) paintedBoxes(part, null, boxes);
  for (const element of document.querySelectorAll('dialog[open], :popover-open'))
    boxes.push(element.getBoundingClientRect());
  const visible = boxes.filter((box) => box.width > 0 && box.height > 0);
  const width = window.innerWidth;
  const height = window.innerHeight;
  const whole = { x: 0, y: 0, width, height };
  if (visible.length === 0) return whole;
  const left = Math.max(0, Math.floor(Math.min(...visible.map((box) => box.left))));
  const top = Math.max(0, Math.floor(Math.min(...visible.map((box) => box.top))));
  const right = Math.min(width, Math.ceil(Math.max(...visible.map((box) => box.right))));
  const bottom = Math.min(height, Math.ceil(Math.max(...visible.map((box) => box.bottom))));
  // Everything outside the viewport (scrolled away): the viewport as it shows.
  if (right <= left || bottom <= top) return whole;
  return { x: left, y: top, width: right - left, height: bottom - top };
}
