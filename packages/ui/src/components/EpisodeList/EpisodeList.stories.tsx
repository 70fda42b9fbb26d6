import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  longSeriesEpisodesFixture,
  seriesDetailFixture,
  seriesEpisodesFixture,
  varietyEpisodesFixture,
} from '../../fixtures/playback';
import { EpisodeList, type EpisodeListProps, type EpisodeOrder } from './EpisodeList';
import { playerT } from '../../i18n/playerMessages';
import { playerMessages } from '../../storybook/liveCatalogues';

/**
 * The list's name (选集 unless a story gives one), read when the story renders, in its language: the
 * area catalogue switches language in Storybook's loader, after this module is evaluated.
 */
type StoryProps = Omit<EpisodeListProps, 'label'> & { label?: string };
const labelOf = (props: StoryProps) => props.label ?? playerMessages['player.episodes'];

function Unordered(props: StoryProps) {
  return <EpisodeList {...props} label={labelOf(props)} />;
}

/** The list with its order held in state, as a page holds it, so the 正序/倒序 switch really works. */
function WithOrder(props: StoryProps) {
  const [order, setOrder] = useState<EpisodeOrder>(props.order);
  return (
    <EpisodeList
      {...props}
      label={labelOf(props)}
      order={order}
      onToggleOrder={() => {
        props.onToggleOrder?.();
        setOrder((value) => (value === 'asc' ? 'desc' : 'asc'));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Detail/EpisodeList',
  component: WithOrder,
  render: (args) => <WithOrder {...args} />,
  args: {
    episodes: seriesEpisodesFixture,
    order: 'asc',
    episodeHref: (ep: number) => `/vod/play-official/${seriesDetailFixture.id}/${ep}`,
    onToggleOrder: fn(),
  },
} satisfies Meta<typeof WithOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: playerMessages['player.episodes'] }));

/** 40 episodes fit one range: no range tabs; 倒序 reverses them. */
export const Series: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(list(canvasElement).getAllByRole('link')[0]).toHaveTextContent('1');
    await userEvent.click(
      canvas.getByRole('button', { name: playerMessages['episodes.orderDesc'] }),
    );
    await expect(args.onToggleOrder).toHaveBeenCalledTimes(1);
    await expect(list(canvasElement).getAllByRole('link')[0]).toHaveTextContent('40');
  },
};

/** The episode playing now is marked, and its range opens first. */
export const CurrentInLaterRange: Story = {
  args: { episodes: longSeriesEpisodesFixture, currentEp: 123 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: playerT('episodes.range', { from: 101, to: 150 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      // Named by its own title (第123集): content, in no interface language.
      canvas.getByRole('link', { name: longSeriesEpisodesFixture[122]!.title }),
    ).toHaveAttribute('aria-current', 'page');
    // Switching order keeps the chosen range, now read from its newest episode.
    await userEvent.click(
      canvas.getByRole('button', { name: playerMessages['episodes.orderDesc'] }),
    );
    await expect(
      canvas.getByRole('button', { name: playerT('episodes.range', { from: 150, to: 101 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A variety show: the buttons are named by their 期. */
export const Variety: Story = {
  args: { episodes: varietyEpisodesFixture },
  play: async ({ canvasElement }) => {
    await expect(
      list(canvasElement).getByRole('link', { name: varietyEpisodesFixture[2]!.title }),
    ).toHaveAttribute('href', `/vod/play-official/${seriesDetailFixture.id}/3`);
  },
};

/** Without onToggleOrder there is no order switch (the player's compact lists). */
export const NoOrderSwitch: Story = {
  args: { onToggleOrder: undefined },
  render: (args) => <Unordered {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: playerMessages['episodes.orderAsc'] }),
    ).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { episodes: longSeriesEpisodesFixture },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
