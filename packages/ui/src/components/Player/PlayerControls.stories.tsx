import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { PlayerControls } from './PlayerControls';
import { playerControlsArgs } from './playerFrameStoryArgs';
import { PLAYBACK_RATES } from './types';
import styles from './PlayerStories.module.css';
import { playerMessages } from '../../storybook/liveCatalogues';

/** The control bar alone, on black (in the app it sits over the video inside PlayerFrame). */
const meta = {
  title: 'Screens/Player/PlayerControls',
  component: PlayerControls,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className={styles.bar}>
        <Story />
      </div>
    ),
  ],
  args: {
    state: 'playing',
    currentTime: 95,
    duration: 2712,
    bufferedEnd: 400,
    volume: 0.6,
    ...playerControlsArgs(),
  },
} satisfies Meta<typeof PlayerControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A non-VIP: 2x and above ask for VIP through onLockedRate. */
export const NonVip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: playerMessages['player.speed'] }));
    await userEvent.click(
      canvas.getByRole('menuitemradio', { name: `2x ${playerMessages['player.vipOnly']}` }),
    );
    await expect(args.onLockedRate).toHaveBeenCalledWith(2);
    await expect(args.onRateChange).not.toHaveBeenCalled();
  },
};

/** A VIP in fullscreen at 2x, muted, on the last episode (no 下一集). */
export const VipFullscreenMuted: Story = {
  args: {
    isVip: true,
    allowedRates: PLAYBACK_RATES,
    rate: 2,
    muted: true,
    fullscreen: true,
    hasNext: false,
    quality: '1080p',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('01:35 / 45:12')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: playerMessages['player.nextEpisode'] }),
    ).not.toBeInTheDocument();
    const unmute = canvas.getByRole('button', { name: playerMessages['player.unmute'] });
    await expect(unmute).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: playerMessages['player.exitFullscreen'] }),
    );
    await expect(args.onToggleFullscreen).toHaveBeenCalledTimes(1);
  },
};

/** Volume: the slider beside the mute button. */
export const Volume: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', {
      name: playerMessages['player.volume'],
    });
    await expect(slider).toHaveAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown');
    await expect(slider).toHaveValue('0.6');
    // A native range input: arrow keys are the browser's own, so the story sets a value directly.
    fireEvent.change(slider, { target: { value: '0.3' } });
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.3);
  },
};

/** Paused, with the length not yet known: the seek bar waits. */
export const PausedUnknownLength: Story = {
  args: { state: 'paused', currentTime: 0, duration: 0, bufferedEnd: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: playerMessages['player.play'] })).toBeVisible();
    await expect(
      canvas.getByRole('slider', { name: playerMessages['player.seek'] }),
    ).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
