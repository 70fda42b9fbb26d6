import { FIRST_DATA_ID } from '../packages/site/src/firstScreen/firstData';
import { CATEGORY_PAGE_SIZE } from '../packages/site/src/state/catalogueQuery';
import { expect, test, type APIRequestContext, type Page, type Response } from './support/test';

/**
 * The six category pages through the host and the mock: the filter bar from getFilterCondition,
 * filters in the URL (shareable, reload and back restore them), results that satisfy the filter, and
 * infinite scroll through several pages (the next page when the end is within 200 px).
 */

interface Video {
  id: number;
  title: string;
  year: number;
  region: string;
  genres: string[];
  score: number;
}

interface FilterBody {
  type: string;
  genre?: string;
  region?: string;
  year?: string;
  sort?: string;
  page?: number;
}

const CATEGORIES = [
  ['movie', '电影'],
  ['drama', '电视剧'],
  ['variety', '综艺'],
  ['animation', '动漫'],
  ['children', '少儿'],
  ['documentary', '纪录片'],
] as const;

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
  page.getByRole('region', { name: '筛选条件' }).getByRole('list', { name: title });
const option = (page: Page, row: string, label: string) =>
  filterRow(page, row).getByRole('button', { name: label, exact: true });
const cards = (page: Page) => page.locator('main a[href^="/vod/detail/"]');

for (const [type, name] of CATEGORIES) {
  test(`${name} /${type}: scrolls through several pages, then filters by genre`, async ({
    page,
  }) => {
    test.slow(); // three pages of posters, then a filtered page, on a shared machine
    await page.goto(`/${type}`);
    await expect(page).toHaveTitle(`星河影视 - ${name}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The first page came written into the HTML by the host (or, had it not, from the page's own
    // call): the grid shows it whole, the first title first.
    const firstPage = await listOf(
      await page.request.post('/v3/web/api/filter', {
        data: { type, page: 1, pageSize: CATEGORY_PAGE_SIZE },
      }),
    );
    const pageSize = firstPage.length;
    await expect(cards(page)).toHaveCount(pageSize);
    await expect(cards(page).first()).toContainText(firstPage[0]!.title);

    // Nearing the end asks for page 2, then page 3; the grid grows each time. The window stops
    // 150 px short of the end of the page: the prefetch margin is 200 px.
    for (const next of [2, 3]) {
      const more = filterReply(page, (b) => b.type === type && b.page === next);
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
    const genreButton = filterRow(page, '类型').getByRole('button').nth(1);
    const genre = (await genreButton.textContent())!.trim();
    const filtered = filterReply(page, (b) => b.type === type && b.genre === genre);
    await genreButton.click();
    await expect(page).toHaveURL(`/${type}?genre=${encodeURIComponent(genre)}`);
    await expect(genreButton).toHaveAttribute('aria-pressed', 'true');
    const list = await listOf(await filtered);
    expect(list.length).toBeGreaterThan(0);
    for (const video of list) expect(video.genres, video.title).toContain(genre);
    await expect(cards(page).first()).toContainText(list[0]!.title);
    await expect(cards(page)).toHaveCount(list.length);
  });
}

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
    await expect(filterRow(page, '类型').getByRole('button').nth(1)).toBeVisible();
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
  const genreButton = filterRow(page, '类型').getByRole('button').nth(1);
  const genre = (await genreButton.textContent())!.trim();
  const filtered = filterReply(page, (b) => b.type === 'movie' && b.genre === genre);
  await genreButton.click();
  await expect(genreButton).toHaveAttribute('aria-pressed', 'true');
  for (const video of await listOf(await filtered)) expect(video.genres).toContain(genre);
  expect(asked).toHaveLength(1);
});

test('a shared link with all four filters restores them, and the results satisfy them', async ({
  page,
}) => {
  const reply = filterReply(page, (b) => b.type === 'movie');
  await page.goto('/movie?genre=%E5%8A%A8%E4%BD%9C&region=us&year=2020-2023&sort=rating');
  const request = (await reply).request().postDataJSON() as FilterBody;
  expect(request).toMatchObject({ genre: '动作', region: 'us', year: '2020-2023', sort: 'rating' });
  for (const [row, label] of [
    ['类型', '动作'],
    ['地区', '美国'],
    ['年份', '2020-2023'],
    ['排序', '评分'],
  ] as const) {
    await expect(option(page, row, label)).toHaveAttribute('aria-pressed', 'true');
  }
  const list = await listOf(await reply);
  expect(list.length).toBeGreaterThan(0);
  for (const video of list) {
    expect(video.region).toBe('us');
    expect(video.year).toBeGreaterThanOrEqual(2020);
    expect(video.year).toBeLessThanOrEqual(2023);
    expect(video.genres).toContain('动作');
  }
  const scores = list.map((video) => video.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // The card shows the facts it was filtered by: its year and region.
  await expect(cards(page).first()).toContainText(list[0]!.title);
  await expect(cards(page).first()).toContainText(`${list[0]!.year}`);
  await expect(cards(page).first()).toContainText('美国');
});

test('the back button restores the previous filters, and reload keeps them', async ({ page }) => {
  await page.goto('/drama');
  await expect(option(page, '类型', '全部')).toHaveAttribute('aria-pressed', 'true');

  const genreButton = filterRow(page, '类型').getByRole('button').nth(1);
  const genre = (await genreButton.textContent())!.trim();
  await genreButton.click();
  await expect(page).toHaveURL(`/drama?genre=${encodeURIComponent(genre)}`);

  const byYear = filterReply(page, (b) => b.genre === genre && b.year === '2010-2019');
  await option(page, '年份', '2010-2019').click();
  await expect(page).toHaveURL(`/drama?genre=${encodeURIComponent(genre)}&year=2010-2019`);
  for (const video of await listOf(await byYear)) {
    expect(video.year).toBeGreaterThanOrEqual(2010);
    expect(video.year).toBeLessThanOrEqual(2019);
  }

  await page.reload();
  await expect(option(page, '类型', genre)).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, '年份', '2010-2019')).toHaveAttribute('aria-pressed', 'true');

  const back = filterReply(page, (b) => b.genre === genre && !b.year);
  await page.goBack();
  await expect(page).toHaveURL(`/drama?genre=${encodeURIComponent(genre)}`);
  await expect(option(page, '年份', '全部')).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, '类型', genre)).toHaveAttribute('aria-pressed', 'true');
  expect((await listOf(await back)).every((video) => video.genres.includes(genre))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/drama');
  await expect(option(page, '类型', '全部')).toHaveAttribute('aria-pressed', 'true');
});

test('the server writes each category page its own head', async ({ request }) => {
  for (const [type, name] of CATEGORIES) {
    const html = await (await request.get(`/${type}?genre=x`)).text();
    expect(html).toContain(`<title>星河影视 - ${name}</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${type}" />`));
    expect(html).toMatch(/<meta name="description" content="[^"]*星河影视[^"]*"/);
  }
});
