import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { finishedMatch, liveMatch, upcomingMatch } from '../../fixtures/sports';
import { sportsT } from '../../i18n/sportsMessages';
import { formatTime } from '../VipDialog/vipFormat';
import { MatchCard } from './MatchCard';

const meta = {
  title: 'Sports/MatchCard',
  component: MatchCard,
  parameters: { route: '/sports' },
  decorators: [
    (Story) => (
      <div style={{ width: 340, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    match: upcomingMatch,
    href: `/sports/live/${upcomingMatch.id}`,
    followed: false,
    onToggleFollow: fn(),
  },
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (m: typeof liveMatch) => ({ home: m.home.name, away: m.away.name });

/** Not started: the kick-off time, VS, 比赛详情 and 关注. */
export const Upcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', {
      name: sportsT('match.name', names(upcomingMatch)),
    });
    await expect(card).toHaveTextContent(formatTime(upcomingMatch.startTime));
    await expect(card).toHaveTextContent(sportsT('match.vs'));
    await userEvent.click(
      within(card).getByRole('button', { name: sportsT('match.followName', names(upcomingMatch)) }),
    );
    await expect(args.onToggleFollow).toHaveBeenCalledWith(upcomingMatch);
  },
};

/** Followed: the button reads 已关注 and is pressed. */
export const UpcomingFollowed: Story = {
  args: { followed: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: sportsT('match.unfollowName', names(upcomingMatch)),
    });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(sportsT('match.unfollow'));
  },
};

/** A follow on its way: the button waits. */
export const FollowBusy: Story = {
  args: { followBusy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Live: the 直播中 badge, the running score and 观看直播. */
export const Live: Story = {
  args: { match: liveMatch, href: `/sports/live/${liveMatch.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sportsT('match.live'))).toBeVisible();
    await expect(canvas.getByLabelText(sportsT('match.score', { home: 2, away: 1 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: sportsT('match.watch') })).toHaveAttribute(
      'href',
      `/sports/live/${liveMatch.id}`,
    );
  },
};

/** Over: the final score, 已结束, and no follow button. */
export const Finished: Story = {
  args: { match: finishedMatch, href: `/sports/live/${finishedMatch.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sportsT('match.finished'))).toBeVisible();
    await expect(canvas.getByLabelText(sportsT('match.score', { home: 3, away: 3 }))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
