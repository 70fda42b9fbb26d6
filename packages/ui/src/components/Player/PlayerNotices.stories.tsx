import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { linesFixture } from '../../fixtures/playback';
import { danmakuMessages, playerMessages } from '../../storybook/liveCatalogues';
import { SkipOverlay } from '../Danmaku/SkipOverlay';
import { PlayerFrameWithVideo, playerFrameArgs, playerFrameStories } from './playerFrameStoryArgs';
import { LINE_SWITCHED_SECONDS } from './PlayerFrame';
import { interpolate } from '../../i18n/index';

const [official, , backup] = [linesFixture[0]!, linesFixture[1]!, linesFixture[2]!];
const switched = { from: official.name, to: backup.name };
const notices = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-notice]')];

/**
 * The player's notices over the picture (the resume toast, skipping, the next episode, a line that
 * took over) and the marks on the seek bar. One notice shows at a time, above the control bar; the
 * others wait their turn.
 */
const meta = {
  title: 'Screens/Player/PlayerFrame/Notices',
  ...playerFrameStories,
  args: { ...playerFrameArgs, onDismissResume: fn(), onResume: fn() },
} satisfies Meta<typeof PlayerFrameWithVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone the resume toast, a line that took over and 跳过片尾 all at once: only the first to
 * come shows, clear of the control bar; the others wait.
 */
export const OneAtATime: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    resumeAt: 754,
    lineSwitched: switched,
    overlays: <SkipOverlay inIntro={false} inOutro onSkipIntro={fn()} onSkipOutro={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(notices(canvasElement)).toHaveLength(1));
    const [notice] = notices(canvasElement);
    // Clear of the control bar: the notice ends above the seek bar's top.
    const seek = canvas.getByRole('slider', { name: playerMessages['player.seek'] });
    await expect(notice!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      seek.getBoundingClientRect().top,
    );
  },
};

/** The line the viewer was on failed and another took over: a brief notice names both. */
export const LineSwitched: Story = {
  args: { lineSwitched: switched },
  play: async ({ canvasElement }) => {
    const text = interpolate(playerMessages['player.lineSwitched'], switched);
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
    await expect(LINE_SWITCHED_SECONDS).toBeGreaterThan(0);
  },
};

/** The next notice shows when the one before it goes: 跳过片尾 once the resume toast is closed. */
export const Queued: Story = {
  args: {
    overlays: <SkipOverlay inIntro={false} inOutro onSkipIntro={fn()} onSkipOutro={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: danmakuMessages['skip.outro'] }),
    ).toBeVisible();
    await expect(notices(canvasElement)).toHaveLength(1);
  },
};

/** The intro's end and the outro's start are drawn on the seek bar, where their times fall. */
export const MarksOnSeekBar: Story = {
  args: { skipMarks: { introEnd: 90, outroStart: 2580 } },
  play: async ({ canvasElement }) => {
    const seek = within(canvasElement).getByRole('slider', { name: playerMessages['player.seek'] });
    const track = seek.parentElement!.getBoundingClientRect();
    const at = (name: string) => {
      const mark = canvasElement.querySelector(`[data-mark="${name}"]`);
      return mark ? (mark.getBoundingClientRect().left - track.left) / track.width : -1;
    };
    await expect(at('introEnd')).toBeCloseTo(90 / 2712, 1);
    await expect(at('outroStart')).toBeCloseTo(2580 / 2712, 1);
  },
};

/** A button pressed with the pointer keeps no focus, so Space still plays and pauses after it. */
export const ClickKeepsSpaceForPlayback: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: playerMessages['player.nextEpisode'] });
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalled();
    await expect(next).not.toHaveFocus();
  },
};
