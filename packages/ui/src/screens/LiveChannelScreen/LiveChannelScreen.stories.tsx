import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  LIVE_NOW,
  liveChannelFixture,
  liveDescriptionFixture,
  liveGroupsFixture,
  liveGuideFixture,
  liveLinesFixture,
} from '../../fixtures/live';
import { liveT } from '../../i18n/liveMessages';
import { playerT } from '../../i18n/playerMessages';
import { LivePlayerStory, type LivePlayerStoryProps } from '../../storybook/LivePlayerStory';
import { ChannelZapList } from './ChannelZapList';
import { LiveChannelScreen } from './LiveChannelScreen';

/** The live player on this page's channel, in one state. */
const LivePlayer = (props: Omit<LivePlayerStoryProps, 'title'>) => (
  <LivePlayerStory title={liveChannelFixture.name} {...props} />
);

// The page names the days in the active language; read when a story renders, since the catalogue
// arrives in Storybook's loader, after this module.
const guideDays = () => [
  { date: '2026-11-24', label: liveT('channel.today') },
  { date: '2026-11-25', label: liveT('channel.tomorrow') },
];

const guide = {
  load: { status: 'loaded' as const, data: liveGuideFixture },
  days: guideDays(),
  date: '2026-11-24',
  now: LIVE_NOW,
  onDateChange: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/LiveChannelScreen',
  component: LiveChannelScreen,
  render: (args) => <LiveChannelScreen {...args} guide={{ ...args.guide, days: guideDays() }} />,
  parameters: { layout: 'fullscreen', route: '/live/1' },
  args: {
    load: {
      status: 'loaded',
      data: { channel: liveChannelFixture, description: liveDescriptionFixture },
    },
    player: <LivePlayer state="playing" />,
    guide,
    collected: false,
    backHref: '/live',
    onToggleCollect: fn(),
    onShare: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveChannelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const playerOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: playerT('player.label') }));

/** Playing: 直播 instead of a seek bar, the programme on now highlighted in the guide. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: liveChannelFixture.name })).toBeVisible();
    // The player's 直播 mark (the guide marks the programme on now with its own word).
    await expect(playerOf(canvasElement).getByText(playerT('player.live'))).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: playerT('player.seek') })).toBeNull();
    const guideRegion = canvas.getByRole('region', { name: liveT('channel.guide') });
    const current = within(guideRegion)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent(liveGuideFixture[4]!.title);
    await expect(
      within(guideRegion).getByRole('button', { name: liveT('channel.today') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(liveDescriptionFixture)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: liveT('channel.collect') }));
    await expect(args.onToggleCollect).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: liveT('channel.share') }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

export const Favourited: Story = {
  args: { collected: true },
  // The notice the page shows after 分享, in the story's language.
  render: (args) => (
    <LiveChannelScreen
      {...args}
      guide={{ ...args.guide, days: guideDays() }}
      shareNotice={liveT('channel.shared')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: liveT('channel.collected') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText(liveT('channel.shared'))).toBeVisible();
  },
};

export const Buffering: Story = {
  args: { player: <LivePlayer state="buffering" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(playerT('player.buffering'))).toBeInTheDocument();
  },
};

/** The first line failed: the player names the line it moves on to by itself. */
export const LineFailedFallingBack: Story = {
  args: { player: <LivePlayer state="error" fallbackLine={liveLinesFixture[1]!.name} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      playerT('player.lineFailedSwitching', { line: liveLinesFixture[1]!.name }),
    );
  },
};

/** A VIP channel for a viewer without VIP. */
export const VipLocked: Story = {
  args: { player: <LivePlayer state="vip-locked" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(liveT('channel.vipLocked'))).toBeVisible();
  },
};

/** Every line failed: the channel is off air for now, with a retry. */
export const Offline: Story = {
  args: { player: <LivePlayer state="error" offline /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      liveT('channel.offline'),
    );
  },
};

export const GuideLoading: Story = {
  args: { guide: { ...guide, load: { status: 'loading' } } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: liveT('channel.guide') });
    await expect(within(region).queryByRole('listitem')).toBeNull();
  },
};

/** A channel with only the real list entry's fields (name, img, url): no VIP badge or group. */
export const RealFieldsOnly: Story = {
  args: {
    load: {
      status: 'loaded',
      data: {
        channel: {
          name: liveChannelFixture.name,
          img: liveChannelFixture.img,
          url: liveChannelFixture.url,
        },
        description: liveDescriptionFixture,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: liveChannelFixture.name })).toBeVisible();
    await expect(canvas.queryByText(liveChannelFixture.groupName!)).toBeNull();
    await expect(canvas.getByRole('button', { name: liveT('channel.collect') })).toBeVisible();
  },
};

/** The channel is still loading: the player is already there (it opens the stream meanwhile). */
export const ChannelLoading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: playerT('player.label') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { load: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(liveT('channel.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: liveT('channel.back') })).toHaveAttribute(
      'href',
      '/live',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(playerOf(canvasElement).getByText(playerT('player.live'))).toBeVisible();
    // No site header on a phone here: the page has its own way back.
    await expect(
      within(canvasElement).getByRole('link', { name: liveT('channel.back') }),
    ).toHaveAttribute('href', '/live');
  },
};

const onZap = fn();
const zapList = (
  <ChannelZapList
    groups={liveGroupsFixture}
    currentId={liveChannelFixture.url}
    channelHref={(id) => `/live/${id}`}
    onZap={onZap}
  />
);

/** Zapping: every channel with what is on now, this one marked; ↓ and a number change channel. */
export const Zapping: Story = {
  args: { zapList },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    onZap.mockClear();
    const list = within(
      await within(canvasElement).findByRole('navigation', { name: liveT('channel.zapList') }),
    );
    const current = list.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent(liveChannelFixture.name);
    await expect(list.getAllByRole('link')).toHaveLength(
      liveGroupsFixture.flatMap((g) => g.channels).length,
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(onZap).toHaveBeenLastCalledWith(liveGroupsFixture[0]!.channels[1]!.url);
    await userEvent.keyboard('5{Enter}');
    await expect(onZap).toHaveBeenLastCalledWith(liveGroupsFixture[1]!.channels[0]!.url);
  },
};

/** On a phone the list comes right under the player. */
export const ZappingPhone: Story = {
  args: { zapList },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: liveT('channel.zapList') });
    const player = canvas.getByRole('region', { name: playerT('player.label') });
    const about = canvas.getByRole('region', { name: liveT('channel.about') });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThan(
      player.getBoundingClientRect().bottom - 1,
    );
    await expect(nav.getBoundingClientRect().bottom).toBeLessThan(
      about.getBoundingClientRect().top,
    );
  },
};
