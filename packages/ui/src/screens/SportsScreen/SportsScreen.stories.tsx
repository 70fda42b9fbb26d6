import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dayMatches,
  hotCompetitions,
  liveMatch,
  matchDays,
  nbaMatch,
  premierLeagueDesc,
  sportProjects,
  sportsHeader,
  upcomingMatch,
} from '../../fixtures/sports';
import { sportsT } from '../../i18n/sportsMessages';
import { SportsScreen } from './SportsScreen';

const TODAY = sportsHeader.today;

const meta = {
  title: 'Screens/SportsScreen',
  component: SportsScreen,
  parameters: { layout: 'fullscreen', route: '/sports' },
  args: {
    catalogueStatus: 'loaded',
    onRetryCatalogue: fn(),
    projects: sportProjects,
    hotCompetitions,
    tab: '',
    tabHref: (slug: string) => (slug ? `/sports?tab=${slug}` : '/sports'),
    liveCount: sportsHeader.liveCount,
    todayCount: sportsHeader.todayCount,
    days: matchDays,
    selectedDate: TODAY,
    today: TODAY,
    dayHref: (date: string) => `/sports?date=${date}`,
    dayStatus: 'loaded',
    matches: dayMatches,
    onRetryDay: fn(),
    hotMatches: [liveMatch, upcomingMatch],
    followedStatus: 'loaded',
    followedMatches: [],
    onRetryFollowed: fn(),
    onLogin: fn(),
    matchHref: (id: number) => `/sports/live/${id}`,
    followedIds: [upcomingMatch.id],
    onToggleFollow: fn(),
  },
} satisfies Meta<typeof SportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', {
    name: sportsT('sports.dayList', { date: `${TODAY} ${sportsT('sports.today')}` }),
  });

/** Today, all categories: the tabs, hot tournaments, the date strip and the list by tournament. */
export const Today: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: sportsT('sports.tabs') });
    await expect(within(tabs).getByRole('link', { name: sportsT('sports.all') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: sportProjects[2]!.name })).toHaveAttribute(
      'href',
      '/sports?tab=basketball',
    );
    const hot = canvas.getByRole('navigation', { name: sportsT('sports.hotCompetitions') });
    await expect(within(hot).getAllByRole('link')).toHaveLength(hotCompetitions.length);
    const dates = canvas.getByRole('navigation', { name: sportsT('sports.dates') });
    const todayTab = within(dates).getByRole('link', { current: 'date' });
    await expect(todayTab).toHaveTextContent(sportsT('sports.today'));
    // One set of figures: the header, today's tab and today's list count the same matches.
    await expect(todayTab).toHaveTextContent(sportsT('sports.dayCount', { n: dayMatches.length }));
    await expect(
      await canvas.findByText(sportsT('sports.todayCount', { n: dayMatches.length })),
    ).toBeVisible();
    const liveNow = dayMatches.filter((match) => match.status === 'live').length;
    await expect(
      await canvas.findByText(sportsT('sports.liveCount', { n: liveNow })),
    ).toBeVisible();

    const day = dayRegion(canvasElement);
    const groups = within(day).getAllByRole('region');
    await expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      dayMatches[0]!.competitionName,
      nbaMatch.competitionName,
    ]);
    await expect(within(groups[0]!).getAllByRole('article')).toHaveLength(3);
    await expect(within(day).getAllByRole('article')).toHaveLength(dayMatches.length);

    await userEvent.click(
      within(day).getByRole('button', {
        name: sportsT('match.unfollowName', {
          home: upcomingMatch.home.name,
          away: upcomingMatch.away.name,
        }),
      }),
    );
    await expect(args.onToggleFollow).toHaveBeenCalledWith(upcomingMatch);
  },
};

/** The text of a link, without its logo: where a viewer reads it. */
function textBox(link: HTMLElement): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(link);
  const texts = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
  range.setStartBefore(texts[0]!);
  return range.getBoundingClientRect();
}

/**
 * A desktop window: each hot tournament's name sits inside its pill (also when the strip is full
 * and scrolls), and the hot matches run in a row above the day's list, which takes the page's
 * whole width (no narrow column beside it).
 */
export const DesktopLayout: Story = {
  args: {
    // A busy day's tournaments: more than the strip shows at once, so it scrolls.
    hotCompetitions: [1, 2, 3].flatMap((round) =>
      hotCompetitions.map((c) => ({ ...c, url: `${c.url}-${round}` })),
    ),
    hotMatches: [liveMatch, upcomingMatch, nbaMatch],
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = canvas.getByRole('navigation', { name: sportsT('sports.hotCompetitions') });
    for (const chip of within(hot).getAllByRole('link')) {
      const pill = chip.getBoundingClientRect();
      const text = textBox(chip);
      await expect(
        { name: chip.textContent, right: text.right <= pill.right + 0.5 },
        'the name ends inside its pill',
      ).toEqual({ name: chip.textContent, right: true });
      await expect(text.left).toBeGreaterThanOrEqual(pill.left - 0.5);
    }

    const hotMatches = canvas.getByRole('complementary', { name: sportsT('sports.hotMatches') });
    const cardTops = within(hotMatches)
      .getAllByRole('article')
      .map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(cardTops).size, 'the hot matches are one row').toBe(1);

    const tabs = canvas.getByRole('navigation', { name: sportsT('sports.tabs') });
    const day = dayRegion(canvasElement).getBoundingClientRect();
    await expect(Math.round(day.width)).toBe(Math.round(tabs.getBoundingClientRect().width));
    await expect(day.top).toBeGreaterThan(hotMatches.getBoundingClientRect().bottom);
  },
};

/** A tournament view: its tab is current and its description heads the list. */
export const TournamentView: Story = {
  args: {
    tab: 'premier-league',
    view: {
      title: premierLeagueDesc.name,
      desc: premierLeagueDesc.desc,
      logo: premierLeagueDesc.logo,
    },
    matches: dayMatches.filter((m) => m.competitionUrl === 'premier-league'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      premierLeagueDesc.name,
    );
    await expect(canvas.getByRole('region', { name: premierLeagueDesc.name })).toHaveTextContent(
      premierLeagueDesc.desc,
    );
    const hot = canvas.getByRole('navigation', { name: sportsT('sports.hotCompetitions') });
    await expect(within(hot).getByRole('link', { current: 'page' })).toHaveTextContent(
      premierLeagueDesc.shortName,
    );
  },
};

/** The day's list is on its way. */
export const DayLoading: Story = {
  args: { dayStatus: 'loading', matches: [] },
  play: async ({ canvasElement }) => {
    await expect(dayRegion(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** A day without matches (of this category). */
export const DayEmpty: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    await expect(dayRegion(canvasElement)).toHaveTextContent(sportsT('sports.emptyDay'));
  },
};

/** The day's list failed: 重试 asks again. */
export const DayError: Story = {
  args: { dayStatus: 'error', matches: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(dayRegion(canvasElement)).getByRole('button', { name: sportsT('sports.loadError') }),
    );
    await expect(args.onRetryDay).toHaveBeenCalledTimes(1);
  },
};

/** 我的关注 for a visitor: log in to see followed matches. */
export const FollowedLoggedOut: Story = {
  args: { tab: 'followed', followedStatus: 'loggedOut' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sportsT('sports.loginToSeeFollowed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: sportsT('sports.login') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** 我的关注 with followed matches. */
export const Followed: Story = {
  args: { tab: 'followed', followedMatches: [upcomingMatch] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: sportsT('sports.followed') });
    await expect(within(list).getAllByRole('article')).toHaveLength(1);
  },
};

/** On a phone: tabs and dates scroll sideways, hot matches come first. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('complementary', { name: sportsT('sports.hotMatches') }),
    ).toBeVisible();
  },
};

/** The tabs could not be loaded. */
export const CatalogueError: Story = {
  args: { catalogueStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getAllByRole('button', { name: sportsT('sports.loadError') })[0]!,
    );
    await expect(args.onRetryCatalogue).toHaveBeenCalledTimes(1);
  },
};
