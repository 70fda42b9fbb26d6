import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { finishedMatch, liveMatch, SPORTS_NOW, upcomingMatch } from '../../fixtures/sports';
import { createTranslate } from '../../i18n/I18nProvider';
import { liveT } from '../../i18n/liveMessages';
import { playerT } from '../../i18n/playerMessages';
import { sportsT } from '../../i18n/sportsMessages';
import { LivePlayerStory } from '../../storybook/LivePlayerStory';
import { MatchScreen } from './MatchScreen';
import { formatDay, formatTime } from '../../components/VipDialog/vipFormat';

const t = createTranslate();
const liveTitle = `${liveMatch.home.name} vs ${liveMatch.away.name}`;
/** What 开通VIP on the lock calls (the site: the VIP dialog, or the login dialog for a visitor). */
const joinVip = fn();

const meta = {
  title: 'Screens/MatchScreen',
  component: MatchScreen,
  parameters: { layout: 'fullscreen', route: `/sports/live/${liveMatch.id}` },
  args: {
    load: { status: 'loaded', data: { match: liveMatch } },
    now: SPORTS_NOW,
    player: <div style={{ aspectRatio: '16 / 9' }} data-testid="player" />,
    followed: false,
    onToggleFollow: fn(),
    onRetry: fn(),
    backHref: '/sports?tab=premier-league',
    onShare: fn(),
  },
} satisfies Meta<typeof MatchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Live: the header with the running score, then the player. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(liveMatch.home.name);
    await expect(heading).toHaveTextContent(liveMatch.away.name);
    await expect(canvas.getByText(sportsT('match.live'))).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: sportsT('match.playerTitle') })).getByTestId(
        'player',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', {
        name: sportsT('match.followName', { home: liveMatch.home.name, away: liveMatch.away.name }),
      }),
    );
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
  },
};

/** Upcoming and followed: VS, the kick-off time and the countdown (3 h 30 min to go). */
export const Upcoming: Story = {
  args: { load: { status: 'loaded', data: { match: upcomingMatch } }, followed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('03:30:00');
    // 2026-11-21 15:30 in zh-CN, written the active language's way.
    const kickoff = sportsT('match.kickoff', {
      day: formatDay(upcomingMatch.startTime),
      time: formatTime(upcomingMatch.startTime),
    });
    await expect(canvas.getByText(new RegExp(escapeRegExp(kickoff)))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: sportsT('match.playerTitle') })).toBeNull();
    await expect(
      canvas.getByRole('button', {
        name: sportsT('match.unfollowName', {
          home: upcomingMatch.home.name,
          away: upcomingMatch.away.name,
        }),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Over: the final score and the verdict; no follow button. */
export const Finished: Story = {
  args: { load: { status: 'loaded', data: { match: finishedMatch } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByRole('region', { name: sportsT('match.result') });
    await expect(result).toHaveTextContent(sportsT('match.draw'));
    await expect(
      canvas.queryByRole('button', { name: new RegExp(escapeRegExp(sportsT('match.follow'))) }),
    ).toBeNull();
  },
};

/**
 * A live match on a VIP channel, for a member without VIP: the header as usual, and the player
 * (the broadcasting channel's, so the channel's VIP rule) locked with the channel's lock text and
 * 开通VIP. A visitor sees the same lock; the site then asks them to log in first.
 */
export const VipLocked: Story = {
  args: {
    player: <LivePlayerStory state="vip-locked" title={liveTitle} onJoinVip={joinVip} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      liveMatch.home.name,
    );
    const player = within(
      await canvas.findByRole('region', { name: sportsT('match.playerTitle') }),
    );
    await expect(await player.findByText(liveT('channel.vipLocked'))).toBeVisible();
    await userEvent.click(await player.findByRole('button', { name: t('vip.join') }));
    await expect(joinVip).toHaveBeenCalled();
  },
};

/** The VIP lock on a phone: the panel and 开通VIP fit the narrow player. */
export const VipLockedPhone: Story = {
  ...VipLocked,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * A visitor (signed out) on a live match of a free channel: the stream plays as for anyone; 关注
 * is not pressed (a visitor follows nothing), and pressing it calls onToggleFollow, which the site
 * answers with the login dialog.
 */
export const SignedOut: Story = {
  args: {
    followed: false,
    player: <LivePlayerStory state="playing" title={liveTitle} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const player = within(
      await canvas.findByRole('region', { name: sportsT('match.playerTitle') }),
    );
    await expect(await player.findByText(playerT('player.live'))).toBeVisible();
    await expect(player.queryByText(liveT('channel.vipLocked'))).toBeNull();
    const follow = await canvas.findByRole('button', {
      name: sportsT('match.followName', { home: liveMatch.home.name, away: liveMatch.away.name }),
    });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
  },
};

/** A visitor on an upcoming match: the countdown, and 关注 (which asks them to log in). */
export const SignedOutUpcoming: Story = {
  args: { load: { status: 'loaded', data: { match: upcomingMatch } }, followed: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent('03:30:00');
    await userEvent.click(
      await canvas.findByRole('button', {
        name: sportsT('match.followName', {
          home: upcomingMatch.home.name,
          away: upcomingMatch.away.name,
        }),
      }),
    );
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
  },
};

/** On a phone, live. */
export const LivePhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NotFound: Story = {
  args: { load: { status: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sportsT('match.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: sportsT('match.back') })).toHaveAttribute(
      'href',
      '/sports?tab=premier-league',
    );
  },
};

export const LoadError: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
