import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sourceChannelGroupsFixture, sourceDetailsFixture } from '../../fixtures/sources';
import { messages, sourcePlayMessages } from '../../storybook/liveCatalogues';
import { sourcePlayT } from '../../i18n/sourcePlayMessages';
import { SourceChannels } from './SourceChannels';

const [home, friend, old] = sourceChannelGroupsFixture as [
  (typeof sourceChannelGroupsFixture)[number],
  (typeof sourceChannelGroupsFixture)[number],
  (typeof sourceChannelGroupsFixture)[number],
];

const meta = {
  title: 'Components/SourceChannels',
  component: SourceChannels,
  parameters: { route: '/live' },
  args: {
    load: { status: 'loaded', data: sourceChannelGroupsFixture },
    query: '',
    channelHref: (sourceId: number, itemId: string) => `/live/s${sourceId}-${itemId}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof SourceChannels>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each list in its place: the one that answered with its channels (to /live/s{id}-{item}), one
 * that did not answer and one that is not a list, each saying so.
 */
export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: sourcePlayMessages['sourcePlay.liveTitle'] }),
    ).toBeVisible();
    const ok = within(canvas.getByRole('region', { name: home.sourceName }));
    await expect(
      ok.getByRole('link', { name: new RegExp(home.channels[0]!.name) }),
    ).toHaveAttribute('href', `/live/s${home.sourceId}-${home.channels[0]!.itemId}`);
    const timedOut = within(canvas.getByRole('region', { name: friend.sourceName }));
    await expect(timedOut.getByText(sourcePlayMessages['sourcePlay.timeout'])).toBeVisible();
    const unusable = within(canvas.getByRole('region', { name: old.sourceName }));
    await expect(
      unusable.getByText(sourcePlayT('sourcePlay.unusable', { detail: old.detail })),
    ).toBeVisible();
  },
};

/** The search words of /live narrow my channels too; a list left with none says so. */
export const Searched: Story = {
  args: { query: home.channels[1]!.name },
  play: async ({ canvasElement }) => {
    const ok = within(within(canvasElement).getByRole('region', { name: home.sourceName }));
    await expect(ok.getAllByRole('link')).toHaveLength(1);
  },
};

/** A list that answered with no playable channel. */
export const EmptyList: Story = {
  args: { load: { status: 'loaded', data: [{ ...home, channels: [] }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(sourcePlayMessages['sourcePlay.liveEmpty'])).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages['status.loading'],
    );
  },
};

/** The lists could not be asked for (too many at once): the reason, and a retry. */
export const Failed: Story = {
  args: {
    load: { status: 'error', failure: { code: 429, msg: sourceDetailsFixture.refused } },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: sourceDetailsFixture.refused }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
