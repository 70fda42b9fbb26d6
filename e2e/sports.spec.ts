import { expect, test, type APIRequestContext, type Page } from './support/test';
import { PHONE } from './support/tags';
import { expectPlaying, muteVideos, signIn, VIP_EMAIL } from './support/playback';
import { registerByApi, uniqueEmail } from './support/registerByApi';

/**
 * Through the host and the mock in a real Chromium, /sports shows today's
 * matches grouped by tournament; switching day and category changes the list; a live match plays
 * video (live matches are on the live area's VIP sports channels, so a VIP watches); following a
 * match while logged in shows it under 关注的比赛 and survives a reload (a restart of the mock on
 * the same database file is covered in packages/mock-api/test/sports.test.ts). Matches come from
 * the clock, so each journey asks the API what to expect rather than assuming times.
 */

interface Match {
  id: number;
  status: 'upcoming' | 'live' | 'finished';
  competitionName: string;
  home: { name: string };
  away: { name: string };
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const body = (await (await request.get(url)).json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/** Tournament names in the order they first kick off: the groups the day list shows. */
const groupsOf = (matches: Match[]) => [...new Set(matches.map((m) => m.competitionName))];
const dayOf = (request: APIRequestContext, query: string) =>
  data<Match[]>(request, `/sport/getMatchListByEffectiveTime?${query}`);
const dayRegion = (page: Page) => page.getByRole('region', { name: /的比赛$/ });
const groupNames = (page: Page) =>
  dayRegion(page)
    .getByRole('region')
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));

/** A day of matches is a long list: on a busy machine it may take a while to render. */
const A_BUSY_PAGE = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await muteVideos(page);
});

test('/sports lists today by tournament; a day, a category and a tournament change it', async ({
  page,
  request,
}) => {
  const { today } = await data<{ today: string }>(request, '/sport/header');
  const days = await data<{ date: string }[]>(request, '/sport/effectiveTime');
  const tomorrow = days[days.findIndex((d) => d.date === today) + 1]!.date;

  await page.goto('/sports');
  await expect(page.getByRole('heading', { name: '体育赛事', level: 1 })).toBeVisible();
  await expect(dayRegion(page)).toHaveAccessibleName(`${today} 今天的比赛`, { timeout: 20_000 });
  const todaysGroups = groupsOf(await dayOf(request, `date=${today}`));
  await expect.poll(() => groupNames(page), A_BUSY_PAGE).toEqual(todaysGroups);
  await expect(dayRegion(page).getByText('直播中').first()).toBeVisible();

  // Another day, from the date strip.
  const dates = page.getByRole('navigation', { name: '比赛日期' });
  await dates.getByRole('link', { name: new RegExp(tomorrow.slice(5)) }).click();
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
  const tomorrowsGroups = groupsOf(await dayOf(request, `date=${tomorrow}`));
  await expect.poll(() => groupNames(page), A_BUSY_PAGE).toEqual(tomorrowsGroups);

  // A category: only its tournaments, with its description.
  await page
    .getByRole('navigation', { name: '赛事分类' })
    .getByRole('link', { name: '篮球' })
    .click();
  await expect(page).toHaveURL(/tab=basketball/);
  await expect(page.getByRole('heading', { name: '篮球直播', level: 1 })).toBeVisible();
  const basketball = await dayOf(request, `date=${today}&projectId=3`);
  await expect.poll(() => groupNames(page), A_BUSY_PAGE).toEqual(groupsOf(basketball));
  expect(groupsOf(basketball).every((name) => ['NBA', 'WNBA', 'CBA'].includes(name))).toBe(true);

  // A hot tournament, by its slug: its name and description head the list.
  await page
    .getByRole('navigation', { name: '热门赛事' })
    .getByRole('link', { name: '英超' })
    .click();
  await expect(page).toHaveURL(/tab=premier-league/);
  await expect(page.getByRole('heading', { name: '英格兰足球超级联赛' })).toBeVisible();
  await expect(page.getByText('二十支球队主客场双循环')).toBeVisible();
});

test('a live match plays video; upcoming and finished matches show a countdown and a result', async ({
  page,
  request,
}) => {
  const { today } = await data<{ today: string }>(request, '/sport/header');
  const list = await dayOf(request, `date=${today}`);
  const live = list.find((m) => m.status === 'live')!;
  const finished = list.find((m) => m.status === 'finished');

  await signIn(page, request, VIP_EMAIL);
  await page.goto(`/sports/live/${live.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(live.home.name, { timeout: 20_000 });
  await expect(heading).toContainText(live.away.name);
  await expect(page.getByRole('region', { name: '比赛直播' })).toBeVisible();
  await expectPlaying(page, { by: 1.5, timeout: 45_000 });

  const { date } = (await data<{ date: string }[]>(request, '/sport/effectiveTime')).at(-1)!;
  const upcoming = (await dayOf(request, `date=${date}`))[0]!;
  await page.goto(`/sports/live/${upcoming.id}`);
  await expect(page.getByRole('timer')).toHaveText(/\d+天 \d\d:\d\d:\d\d/);
  await expect(page.getByRole('region', { name: '比赛直播' })).toHaveCount(0);

  if (finished) {
    await page.goto(`/sports/live/${finished.id}`);
    await expect(page.getByRole('region', { name: '最终比分' })).toBeVisible();
  }
});

test(
  'following a match: login first, then under 关注的比赛, kept across a reload',
  { tag: PHONE },
  async ({ page, request, isMobile }) => {
    const { today } = await data<{ today: string }>(request, '/sport/header');
    const days = await data<{ date: string }[]>(request, '/sport/effectiveTime');
    const tomorrow = days[days.findIndex((d) => d.date === today) + 1]!.date;
    const match = (await dayOf(request, `date=${tomorrow}`))[0]!;
    const names = `${match.home.name} 对 ${match.away.name}`;

    // A visitor is asked to log in.
    await page.goto(`/sports?date=${tomorrow}`);
    await dayRegion(page)
      .getByRole('button', { name: `关注 ${names}` })
      .click();
    // The login dialog's chunk loads on first use: on a busy machine that outlasts 5 s.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });

    const email = uniqueEmail('fan');
    const { token } = await registerByApi(request, email);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`/sports?date=${tomorrow}`);
    await dayRegion(page)
      .getByRole('button', { name: `关注 ${names}` })
      .click();
    await expect(dayRegion(page).getByRole('button', { name: `已关注 ${names}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 关注的比赛: from the user menu on a desktop, from the account page on a phone.
    if (isMobile) {
      await page.goto('/userinfo');
      await page.getByRole('link', { name: '关注的比赛' }).click();
    } else {
      await page.getByRole('button', { name: `账户：${email}` }).click();
      await page.getByRole('menuitem', { name: '关注的比赛' }).click();
    }
    await expect(page).toHaveURL(/tab=followed/);
    const followed = page.getByRole('region', { name: '我的关注' });
    await expect(followed.getByRole('article', { name: names })).toBeVisible();

    await page.reload();
    await expect(followed.getByRole('article', { name: names })).toBeVisible({ timeout: 20_000 });
    await followed.getByRole('button', { name: `已关注 ${names}` }).click();
    await expect(followed.getByRole('article', { name: names })).toHaveCount(0);
  },
);
