import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sectionsFixture } from '../../fixtures/catalogue';
import { homeT } from '../../i18n/homeMessages';
import { RankingBoard } from './RankingBoard';

const channels = sectionsFixture.map((s) => ({ ...s, title: s.title }));

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
    await expect(panel).toHaveTextContent(channels[0]!.items[0]!.title);

    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(channels[1]!.items[0]!.title);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[2]).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
