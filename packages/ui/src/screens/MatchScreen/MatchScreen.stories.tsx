import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { finishedMatch, liveMatch, SPORTS_NOW, upcomingMatch } from '../../fixtures/sports';
import { sportsT } from '../../i18n/sportsMessages';
import { MatchScreen } from './MatchScreen';
import { formatDay, formatTime } from '../../components/VipDialog/vipFormat';

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
