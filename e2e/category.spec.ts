import { FIRST_DATA_ID } from '../packages/site/src/firstScreen/firstData';
import { CATEGORY_PAGE_SIZE } from '../packages/site/src/state/catalogueQuery';
import type { FilterBody, VideoCard, VodType } from '../packages/contracts/src/index';
import { VOD_CHANNEL_NAMES } from '../packages/contracts/src/literals';
import { expect, test, type APIRequestContext, type Page, type Response } from './support/test';

/**
 * The category pages through the host and the mock: the filter bar from getFilterCondition,
 * filters in the URL in the real site's form `/{channel}/{year}/{label}/{area}` (shareable, reload
 * and back restore them), results that satisfy the filter, and infinite scroll through several
 * pages (the next page when the end is within 200 px). The six channels are one page component on
 * one route: one channel's journey proves them all; each channel's own head is the host's
 * (packages/site/test/html.test.ts), each channel's filter the mock's (packages/mock-api/test/filter.test.ts).
 */

/** A card of the mock: the real fields and ours (year as `time`, region code, genres, score). */
type Video = Required<Pick<VideoCard, 'id' | 'name' | 'time' | 'region' | 'genres' | 'score'>>;

/** A genre's URL slug, from the filter's own options ([name, slug]). */
async function slugOf(request: APIRequestContext, type: VodType, genre: string): Promise<string> {
  const reply = await request.get(
    `/v3/web/api/getFilterCondition?chName=${encodeURIComponent(VOD_CHANNEL_NAMES[type])}`,
  );
  const labels = (await reply.json()).data.label as [string, string][];
  const slug = labels.find(([name]) => name === genre)?.[1];
  expect(slug, genre).toBeDefined();
  return slug!;
}

/** The genre a filter body asks for ('' or none is all). */
const labelOf = (body: FilterBody) => body.label ?? '';

/** The next filter reply whose request matches. */
function filterReply(page: Page, matches: (body: FilterBody) => boolean): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith('/v3/web/api/filter') && matches(r.request().postDataJSON() as FilterBody),
  );
}

const listOf = async (response: Pick<Response, 'json'>): Promise<Video[]> => {
  const reply = await response.json();
  expect(reply.code).toBe(0);
  return reply.data.list;
};

const filterRow = (page: Page, title: string) =>
  page.getByRole('navigation', { name: '筛选条件' }).getByRole('list', { name: title });
const option = (page: Page, row: string, label: string) =>
  filterRow(page, row).getByRole('link', { name: label, exact: true });
const cards = (page: Page) => page.locator('main a[href^="/vod/detail/"]');

/** The channel whose journey stands for all six. */
const type: VodType = 'movie';
const name = VOD_CHANNEL_NAMES[type];

test(`${name} /${type}: scrolls through several pages, then filters by genre`, async ({ page }) => {
  test.slow(); // three pages of posters, then a filtered page, on a shared machine
  await page.goto(`/${type}`);
  await expect(page).toHaveTitle(`星河影视 - ${name}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The first page came written into the HTML by the host (or, had it not, from the page's own
  // call): the grid shows it whole, the first title first.
  const firstPage = await listOf(
    await page.request.post('/v3/web/api/filter', {
      data: { chName: name, page: 1, pageSize: CATEGORY_PAGE_SIZE },
    }),
  );
  const pageSize = firstPage.length;
  await expect(cards(page)).toHaveCount(pageSize);
  await expect(cards(page).first()).toContainText(firstPage[0]!.name);

  // Nearing the end asks for page 2, then page 3; the grid grows each time. The window stops
  // 150 px short of the end of the page: the prefetch margin is 200 px.
  for (const next of [2, 3]) {
    const more = filterReply(page, (b) => b.chName === name && b.page === next);
    await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, end - 150);
    });
    const added = await listOf(await more);
    expect(added.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(pageSize * (next - 1) + added.length);
  }

  // The first genre of the 类型 row (after 全部).
  await page.evaluate(() => window.scrollTo(0, 0));
  const genreLink = filterRow(page, '类型').getByRole('link').nth(1);
  const genre = (await genreLink.textContent())!.trim();
  const filtered = filterReply(page, (b) => b.chName === name && labelOf(b) === genre);
  await genreLink.click();
  await expect(page).toHaveURL(`/${type}/all/${await slugOf(page.request, type, genre)}/all`);
  await expect(genreLink).toHaveAttribute('aria-current', 'true');
  const list = await listOf(await filtered);
  expect(list.length).toBeGreaterThan(0);
  for (const video of list) expect(video.genres, video.name).toContain(genre);
  await expect(cards(page).first()).toContainText(list[0]!.name);
  await expect(cards(page)).toHaveCount(list.length);
});

/**
 * Until the host writes `path`: while the API has not answered it in time (the first request
 * after the start may not), the host sends the page the browser renders, and asks again.
 */
async function untilWritten(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 15_000 })
    .toContain(`id="${FIRST_DATA_ID}"`);
}

test('/movie arrives painted: the filter bar and the first titles are in the HTML, before any script runs', async ({
  browser,
  request,
}) => {
  await untilWritten(request, '/movie');
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await noScripts.newPage();
    await page.goto('/movie');
    await expect(page.getByRole('heading', { level: 1, name: '电影' })).toBeVisible();
    await expect(filterRow(page, '类型').getByRole('link').nth(1)).toBeVisible();
    await expect(cards(page)).toHaveCount(CATEGORY_PAGE_SIZE);
  } finally {
    await noScripts.close();
  }
});

test('the written /movie comes to life without asking the API for its first screen again', async ({
  page,
}) => {
  await untilWritten(page.request, '/movie');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/v3\/web\/api\/(filter|getFilterCondition)/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/movie');
  // Hydrated: a genre button filters (and only that asks the API).
  const genreLink = filterRow(page, '类型').getByRole('link').nth(1);
  const genre = (await genreLink.textContent())!.trim();
  const filtered = filterReply(page, (b) => b.chName === '电影' && labelOf(b) === genre);
  await genreLink.click();
  await expect(genreLink).toHaveAttribute('aria-current', 'true');
  for (const video of await listOf(await filtered)) expect(video.genres).toContain(genre);
  expect(asked).toHaveLength(1);
});

test('a shared link with all four filters restores them, and the results satisfy them', async ({
  page,
}) => {
  const reply = filterReply(page, (b) => b.chName === '电影');
  // The real site's form: a decade (2010 stands for 2010-2019), the genre's slug, the area's code.
  await page.goto('/movie/2010/dongzuo/us?sort=rating');
  const request = (await reply).request().postDataJSON() as FilterBody;
  expect(request).toMatchObject({
    label: '动作',
    country: '美国',
    startTime: 2010,
    endTime: 2019,
    sort: 'rating',
  });
  for (const [row, label] of [
    ['类型', '动作'],
    ['地区', '美国'],
    ['年份', '2010年代'],
    ['排序', '评分'],
  ] as const) {
    await expect(option(page, row, label)).toHaveAttribute('aria-current', 'true');
  }
  const list = await listOf(await reply);
  expect(list.length).toBeGreaterThan(0);
  for (const video of list) {
    expect(video.region).toBe('us');
    expect(video.time).toBeGreaterThanOrEqual(2010);
    expect(video.time).toBeLessThanOrEqual(2019);
    expect(video.genres).toContain('动作');
  }
  const scores = list.map((video) => video.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // The card shows the facts it was filtered by: its year and region.
  await expect(cards(page).first()).toContainText(list[0]!.name);
  await expect(cards(page).first()).toContainText(`${list[0]!.time}`);
  await expect(cards(page).first()).toContainText('美国');
});

test('the back button restores the previous filters, and reload keeps them', async ({ page }) => {
  await page.goto('/drama');
  await expect(option(page, '类型', '全部')).toHaveAttribute('aria-current', 'true');

  const genreLink = filterRow(page, '类型').getByRole('link').nth(1);
  const genre = (await genreLink.textContent())!.trim();
  const slug = await slugOf(page.request, 'drama', genre);
  await genreLink.click();
  await expect(page).toHaveURL(`/drama/all/${slug}/all`);

  const byYear = filterReply(
    page,
    (b) => labelOf(b) === genre && b.startTime === 2010 && b.endTime === 2019,
  );
  await option(page, '年份', '2010年代').click();
  await expect(page).toHaveURL(`/drama/2010/${slug}/all`);
  for (const video of await listOf(await byYear)) {
    expect(video.time).toBeGreaterThanOrEqual(2010);
    expect(video.time).toBeLessThanOrEqual(2019);
  }

  await page.reload();
  await expect(option(page, '类型', genre)).toHaveAttribute('aria-current', 'true');
  await expect(option(page, '年份', '2010年代')).toHaveAttribute('aria-current', 'true');

  const back = filterReply(page, (b) => labelOf(b) === genre && !b.startTime && !b.endTime);
  await page.goBack();
  await expect(page).toHaveURL(`/drama/all/${slug}/all`);
  await expect(option(page, '年份', '全部')).toHaveAttribute('aria-current', 'true');
  await expect(option(page, '类型', genre)).toHaveAttribute('aria-current', 'true');
  expect((await listOf(await back)).every((video) => video.genres.includes(genre))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/drama');
  await expect(option(page, '类型', '全部')).toHaveAttribute('aria-current', 'true');
});
