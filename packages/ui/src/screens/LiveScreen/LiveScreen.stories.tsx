import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveGroupsFixture, liveGroupsRealFixture } from '../../fixtures/live';

const [cctv, satellite, sports] = liveGroupsFixture as [
  (typeof liveGroupsFixture)[number],
  (typeof liveGroupsFixture)[number],
  (typeof liveGroupsFixture)[number],
];
const cctv1 = cctv.channels[0]!;
import { liveT } from '../../i18n/liveMessages';
import { LiveScreen, type LiveScreenProps } from './LiveScreen';
import { useState } from 'react';
import { SourceChannels } from '../../components/SourceChannels/SourceChannels';
import { sourceChannelGroupsFixture } from '../../fixtures/sources';
import { sourcePlayT } from '../../i18n/sourcePlayMessages';
import { sourcePlayMessages } from '../../storybook/liveCatalogues';

/** The screen with its search and group choice held as the site's page holds them. */
function LiveScreenWithState(props: LiveScreenProps) {
  const [group, setGroup] = useState(props.group);
  const [query, setQuery] = useState(props.query);
  return (
    <LiveScreen
      {...props}
      group={group}
      query={query}
      onGroupChange={(g) => {
        setGroup(g);
        props.onGroupChange(g);
      }}
      onQueryChange={(q) => {
        setQuery(q);
        props.onQueryChange(q);
      }}
    />
  );
}

const meta = {
  title: 'Screens/LiveScreen',
  component: LiveScreenWithState,
  parameters: { layout: 'fullscreen', route: '/live' },
  args: {
    load: { status: 'loaded', data: { channelGroups: liveGroupsFixture, total: 11 } },
    favourites: [],
    group: 'all',
    query: '',
    channelHref: (id: string) => `/live/${id}`,
    onGroupChange: fn(),
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveScreenWithState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group with its channels, what is on now and next, VIP channels badged. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: cctv.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: sports.name })).toBeVisible();
    const link = canvas.getByRole('link', { name: new RegExp(cctv1.name) });
    await expect(link).toHaveAttribute('href', '/live/cctv1');
    await expect(link).toHaveTextContent(liveT('live.now', { title: cctv1.now!.title }));
    await expect(canvas.getByText(liveT('live.count', { n: 11 }))).toBeVisible();
  },
};

/**
 * A reply with only the real API's fields (no group keys, VIP rule, guide or total): the groups
 * and channels still show and filter, without VIP badges or programme lines, counted here.
 */
export const RealFieldsOnly: Story = {
  args: { load: { status: 'loaded', data: { channelGroups: liveGroupsRealFixture } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: new RegExp(cctv1.name) });
    await expect(link).toHaveAttribute('href', '/live/cctv1');
    await expect(link).toHaveTextContent(cctv1.name);
    await expect(link).not.toHaveTextContent(liveT('live.now', { title: cctv1.now!.title }));
    await expect(canvas.queryByText(liveT('live.vip'))).toBeNull();
    await expect(canvas.getByText(liveT('live.count', { n: 11 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: sports.name }));
    await expect(args.onGroupChange).toHaveBeenCalledWith(sports.name);
    await expect(canvas.queryByRole('heading', { name: cctv.name })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(sports.channels.length);
  },
};

/** A group chosen, then a search that matches nothing. */
export const FilteredAndSearched: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: sports.name }));
    await expect(args.onGroupChange).toHaveBeenCalledWith('sports');
    await expect(canvas.queryByRole('heading', { name: cctv.name })).toBeNull();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: liveT('live.search') }),
      sports.channels[0]!.name,
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(canvas.getByText(liveT('live.noMatch'))).toBeVisible();
  },
};

/** Logged in with favourites: they come first. */
export const WithFavourites: Story = {
  args: { favourites: [sports.channels[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[0]).toHaveTextContent(liveT('live.favourites'));
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(liveT('live.loadError'));
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * 我的频道: the viewer's M3U lists as a group of their own, before the others and chosen like
 * them; choosing it shows only those.
 */
export const WithMyChannels: Story = {
  args: {
    ownGroup: {
      key: 'mine',
      name: sourcePlayT('sourcePlay.liveTitle'),
      content: (
        <SourceChannels
          load={{ status: 'loaded', data: sourceChannelGroupsFixture }}
          query=""
          channelHref={(sourceId, itemId) => `/live/s${sourceId}-${itemId}`}
          onRetry={fn()}
        />
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[0]).toHaveTextContent(sourcePlayMessages['sourcePlay.liveTitle']);
    await userEvent.click(canvas.getByRole('button', { name: args.ownGroup!.name }));
    await expect(args.onGroupChange).toHaveBeenCalledWith('mine');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(
      canvas.getByRole('region', { name: sourceChannelGroupsFixture[0]!.sourceName }),
    ).toBeVisible();
  },
};

/** A phone: one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: satellite.name }),
    ).toBeVisible();
  },
};
