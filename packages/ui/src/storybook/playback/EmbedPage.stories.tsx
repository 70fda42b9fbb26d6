import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { linesFixture, seriesDetailFixture } from '../../fixtures/playback';
import { createTranslate } from '../../i18n/I18nProvider';
import { playerMessages } from '../liveCatalogues';
import { PlaybackEmbed } from '../../components/PlaybackLayout/PlaybackLayout';
import { PlaybackPlayer, type Viewer } from './PlaybackPlayer';
import type { PlayerState } from '../../components/Player/types';

const t = createTranslate();
const episodeHref = (ep: number) => `/zj/${seriesDetailFixture.id}/${ep}`;

interface EmbedStoryProps {
  viewer: Viewer;
  state: PlayerState;
  line: string;
  onJoinVip: () => void;
}

/** The embed page for one viewer, in one player state. */
function EmbedStory(props: EmbedStoryProps) {
  return (
    <PlaybackEmbed
      player={
        <PlaybackPlayer
          {...props}
          danmaku={false}
          withBar={false}
          phone={false}
          currentEp={12}
          episodeHref={episodeHref}
          onLineChange={fn()}
        />
      }
    />
  );
}

/**
 * `/zj/{id}/{episode}`: the same player and nothing else, filling the frame another site embeds it
 * in (for review: the site's page is its own, with the same markup and stylesheet).
 */
const meta = {
  title: 'Screens/Player/Embed page (zj)',
  component: EmbedStory,
  parameters: { layout: 'fullscreen', route: episodeHref(12) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { viewer: 'visitor', state: 'playing', line: linesFixture[0]!.key, onJoinVip: fn() },
} satisfies Meta<typeof EmbedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player alone, no header, lists or 弹幕 bar; 选集 is inside the player. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = await canvas.findByRole('region', { name: playerMessages['player.label'] });
    await expect(player.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 2);
    await expect(canvas.queryByRole('region', { name: playerMessages['player.line'] })).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: playerMessages['player.episodes'] }),
    ).toBeVisible();
  },
};

/** A member chose the VIP line: the lock and 开通VIP, as on the play page. */
export const VipLockedLine: Story = {
  args: { viewer: 'member', line: linesFixture[1]!.key, state: 'vip-locked' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(playerMessages['player.vipLineLocked'])).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: t('vip.join') }));
    await expect(args.onJoinVip).toHaveBeenCalledTimes(1);
  },
};

/** A VIP on the VIP line. */
export const Vip: Story = {
  args: { viewer: 'vip', line: linesFixture[1]!.key },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: playerMessages['player.label'] }),
    ).toBeVisible();
  },
};

/** Embedded in a phone-sized frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const player = await within(canvasElement).findByRole('region', {
      name: playerMessages['player.label'],
    });
    await expect(player.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
