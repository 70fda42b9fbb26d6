import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { danmakuFixture } from '../../fixtures/danmaku';
import { DanmakuStage } from './DanmakuStage';
import { DEFAULT_DANMAKU_SETTINGS } from './settings';

/** The 弹幕 layer over a playing picture (a canvas stream stands in for the episode). */
const meta = {
  title: 'Screens/Player/Danmaku/Layer',
  component: DanmakuStage,
  parameters: { layout: 'padded' },
  args: {
    comments: danmakuFixture(14),
    settings: { ...DEFAULT_DANMAKU_SETTINGS, density: 'high' },
  },
} satisfies Meta<typeof DanmakuStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-danmaku]')];
/** Where each comment is on screen, to the pixel. */
const positions = (root: HTMLElement) =>
  shown(root).map(
    (node) => `${node.dataset['danmaku']}:${Math.round(node.getBoundingClientRect().left)}`,
  );
const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((done) => requestAnimationFrame(done));
};

/** A quiet stretch: a comment every half second; the viewer's own one has an outline. */
export const Sparse: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement).length).toBeGreaterThan(1), { timeout: 8000 });
    // Text is shown as typed, never as HTML.
    await waitFor(() => expect(canvasElement.querySelector('b')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[data-mine="true"]')).not.toBeNull(), {
      timeout: 8000,
    });
  },
};

/** A climax: 160 comments in four seconds, laid out without overlapping. */
export const Dense: Story = {
  args: { comments: danmakuFixture(160, 0.2, 4) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement).length).toBeGreaterThan(30), {
      timeout: 8000,
    });
  },
};

/** Whether two boxes share any area (touching edges do not). */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Top and bottom comments all at once, with a large font over the whole picture: each takes a row
 * of its own, and the two stacks never meet (those that find no room are left out).
 */
export const StandingLanes: Story = {
  args: {
    comments: danmakuFixture(12, 0.2, 0.6).map((comment, i) => ({
      ...comment,
      mode: i % 2 === 0 ? 'top' : 'bottom',
    })),
    settings: { ...DEFAULT_DANMAKU_SETTINGS, fontSize: 'large', area: 'full' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement).length).toBeGreaterThan(4), { timeout: 8000 });
    const boxes = shown(canvasElement).map((node) => node.getBoundingClientRect());
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) await expect(overlap(a, b)).toBe(false);
    }
  },
};

/** Paused: the comments on screen stay where they are until playback goes on. */
export const Paused: Story = {
  args: { comments: danmakuFixture(40, 0.2, 3) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement).length).toBeGreaterThan(3), { timeout: 8000 });
    const before = positions(canvasElement);
    await frames(10);
    await expect(positions(canvasElement)).not.toEqual(before); // moving while it plays
    canvasElement.querySelector('video')?.pause();
    await frames(2);
    const stopped = positions(canvasElement);
    await frames(20);
    await expect(positions(canvasElement)).toEqual(stopped);
  },
};

/** The sparse comments at a low density: some are left out, the viewer's own still shows. */
export const LowDensitySmallFaint: Story = {
  args: {
    settings: { ...DEFAULT_DANMAKU_SETTINGS, density: 'low', fontSize: 'small', opacity: 0.5 },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-mine="true"]')).not.toBeNull(), {
      timeout: 8000,
    });
    const [comment] = shown(canvasElement);
    await expect(comment && getComputedStyle(comment).opacity).toBe('0.5');
  },
};

/** 弹幕 off: nothing over the picture. */
export const Off: Story = {
  args: { settings: { ...DEFAULT_DANMAKU_SETTINGS, enabled: false } },
  play: async ({ canvasElement }) => {
    await frames(10);
    await expect(canvasElement.querySelector('[data-danmaku-layer]')).toBeNull();
  },
};
