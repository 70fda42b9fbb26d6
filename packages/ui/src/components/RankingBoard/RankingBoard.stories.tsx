import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { realFieldsHomeDataFixture, sectionsFixture } from '../../fixtures/catalogue';
import { homeT } from '../../i18n/homeMessages';
import { RankingBoard } from './RankingBoard';

const channels = sectionsFixture;

const meta = {
  title: 'Screens/Home/RankingBoard',
  component: RankingBoard,
  parameters: { layout: 'fullscreen' },
  args: { channels },
} satisfies Meta<typeof RankingBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 热播榜: a tab per channel, ten titles each with their positions; arrows move between tabs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(channels.length);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(
      homeT('ranking.position', { n: 1 }),
    );
    await expect(panel).toHaveTextContent(channels[0]!.cards[0]!.name);

    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(channels[1]!.cards[0]!.name);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[2]).toHaveFocus();
  },
};

/** Rows of the real fields only (no key, no scores): tabs by row name, entries without a score. */
export const RealFieldsOnly: Story = {
  args: { channels: realFieldsHomeDataFixture.cardsGroup },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      args.channels.map((row) => row.name),
    );
    const first = args.channels[0]!.cards[0]!;
    const panel = canvas.getByRole('tabpanel');
    const entry = within(panel).getAllByRole('link')[0]!;
    await expect(entry).toHaveAttribute('href', `/vod/detail/${first.id}`);
    // Position, name and badge, and no score after them.
    await expect(entry.textContent).toBe(
      `1${homeT('ranking.position', { n: 1 })}${first.name}${first.countStr}`,
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
