import {
  expect,
  test,
  untilFirstDataIsEmbedded,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/test';
import { PHONE } from './support/tags';

/**
 * Search through the host and the mock (SPEC "Search box", sections 4, 5 and 9): a seeded title is
 * found by part of its name, the history keeps 15 de-duplicated keywords across reloads, 换一批
 * cycles the hot searches in groups of six and wraps, hot entries lead to their pages; results
 * show films and series, actors and live channels; the phone has its overlay and /search-phone.
 */

interface HotSearch {
  index: number;
  name: string;
  label: string;
  id: string;
  url: string;
}

async function hotSearches(request: APIRequestContext): Promise<HotSearch[]> {
  const reply = await (await request.get('/v3/web/api/getSearchOptions')).json();
  expect(reply.code).toBe(0);
  return reply.data.data;
}

/** The search field of this viewport: the header box on a desktop, the overlay on a phone. */
async function openSearch(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: '打开搜索' }).click();
    return page.getByRole('dialog').getByRole('searchbox');
  }
  const box = page.locator('header').getByRole('searchbox', { name: '搜索关键词' });
  await box.click();
  return box;
}

const hotRegion = (page: Page) => page.getByRole('region', { name: '热门搜索' });
const historyRegion = (page: Page) => page.getByRole('region', { name: '搜索历史' });

test('a search page opened by its address shows its results at once, without asking the API', async ({
  page,
  request,
}) => {
  const title = (await hotSearches(request)).find((entry) => entry.label !== '直播')!.name;
  const part = [...title].slice(0, 2).join('');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/v3\/web\/api\/search|searchActor/.test(r.url())) asked.push(r.url());
  });
  const address = `/search?word=${encodeURIComponent(part)}`;
  await untilFirstDataIsEmbedded(request, address);
  await page.goto(address);
  const videos = page.getByRole('region', { name: '影视' });
  await expect(videos.getByRole('link', { name: title }).first()).toBeVisible();
  // The host embedded the replies the page asks for first; the keyword is in the history too.
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('keywords'))).toContain(part);
  // A new keyword is asked of the API as before.
  const field = await openSearch(page, test.info().project.use.isMobile === true);
  const searchReply = page.waitForResponse((r) => r.url().endsWith('/v3/web/api/search'));
  await field.fill('长安');
  await field.press('Enter');
  expect((await searchReply).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: '“长安”的搜索结果' })).toBeVisible();
});

test(
  'a seeded Chinese title is found by part of its name',
  { tag: PHONE },
  async ({ page, request, isMobile }) => {
    const title = (await hotSearches(request)).find((entry) => entry.label !== '直播')!.name;
    const part = [...title].slice(0, 2).join('');
    expect(part).toMatch(/^[\u4e00-\u9fff]{2}$/);

    await page.goto('/');
    const field = await openSearch(page, isMobile);
    const searchReply = page.waitForResponse((r) => r.url().endsWith('/v3/web/api/search'));
    await field.fill(part);
    await field.press('Enter');

    await expect(page).toHaveURL(`/search?word=${encodeURIComponent(part)}`);
    const reply = await (await searchReply).json();
    expect(reply.data.list.map((v: { name: string }) => v.name)).toContain(title);
    await expect(page.getByRole('heading', { name: `“${part}”的搜索结果` })).toBeVisible();
    const videos = page.getByRole('region', { name: '影视' });
    await expect(videos.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(page).toHaveTitle(`星河影视 - “${part}”的搜索结果`);
  },
);

test('results have their own sections for actors and live channels, with links', async ({
  page,
  request,
}) => {
  const actors = await (
    await request.get(`/metadata/v1/actor/searchActor?word=${encodeURIComponent('王')}`)
  ).json();
  const actor = actors.data.list[0];
  await page.goto(`/search?word=${encodeURIComponent('王')}`);
  const actorSection = page.getByRole('region', { name: '演员' });
  await expect(actorSection.getByRole('link', { name: new RegExp(actor.name) })).toHaveAttribute(
    'href',
    `/person/${actor.id}`,
  );

  await page.goto('/search?word=CCTV');
  const lives = page.getByRole('region', { name: '直播' });
  await expect(lives.getByRole('link', { name: /CCTV-1 综合/ })).toHaveAttribute(
    'href',
    '/live/cctv1',
  );
});

test('a keyword nothing matches shows the empty state', async ({ page }) => {
  const word = '查无此片xyz';
  await page.goto(`/search?word=${encodeURIComponent(word)}`);
  await expect(page.getByText(`没有找到与“${word}”相关的内容`)).toBeVisible();
});

/*
 * The history's rules (15 keywords, newest first, no duplicates, kept under `keywords` across a
 * reload) are packages/site/src/state/search.test.ts and history.property.test.ts; its chips and
 * 删除 the SearchBox stories (OpenWithHistoryAndHot, DeleteEmptiesHistory); 换一批 the stories'
 * ChangeBatchCyclesAndWraps and hotSearchGroups.test.ts. Below, a submitted keyword is remembered.
 */

test('a hot entry leads to its page, a 直播 entry to its live channel', async ({
  page,
  request,
  isMobile,
}) => {
  const hot = await hotSearches(request);
  const live = hot.slice(0, 6).find((entry) => entry.label === '直播')!;
  const title = hot.slice(0, 6).find((entry) => entry.label !== '直播')!;

  await page.goto('/');
  await openSearch(page, isMobile);
  await hotRegion(page)
    .getByRole('button', { name: new RegExp(live.name) })
    .click();
  await expect(page).toHaveURL(`/live/${live.id}`);
  // The same channel the entry names: search's channels and /live's are one list.
  await expect(page.getByRole('heading', { name: live.name, level: 1 })).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/');
  await openSearch(page, isMobile);
  await hotRegion(page)
    .getByRole('button', { name: new RegExp(title.name) })
    .click();
  await expect(page).toHaveURL(`/vod/detail/${title.id}`);
});

test.describe('desktop search box', () => {
  test.skip(({ isMobile }) => isMobile, 'the header box is for desktop windows');

  test('opens on focus, closes on an outside click, keeps 20 characters, ignores blank text', async ({
    page,
  }) => {
    // A page with room to click outside the box on (the home page is all links).
    await page.goto('/vip');
    const box = page.locator('header').getByRole('searchbox', { name: '搜索关键词' });
    await box.focus();
    await expect(hotRegion(page)).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(hotRegion(page)).toBeHidden();

    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/vip');

    await box.fill('');
    await box.pressSequentially('一二三四五六七八九十一二三四五六七八九十超出');
    await expect(box).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
    await page.locator('header').getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?word=/);
    await expect(box).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
  });
});

test.describe('phone search page', { tag: PHONE }, () => {
  test.skip(({ isMobile }) => !isMobile, '/search-phone is the phone page');

  test('/search-phone shows history and hot searches and searches', async ({ page, request }) => {
    const hot = await hotSearches(request);
    await page.goto('/search?word=%E5%B1%B1%E6%B2%B3');
    await expect(page.getByRole('heading', { name: '“山河”的搜索结果' })).toBeVisible();
    await page.goto('/search-phone');
    await expect(historyRegion(page).getByRole('button', { name: '山河' })).toBeVisible();
    await expect(hotRegion(page).getByRole('listitem')).toHaveCount(6);
    await expect(hotRegion(page).getByRole('listitem').first()).toContainText(hot[0]!.name);
    const field = page.getByRole('searchbox');
    await field.fill('长安');
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?word=${encodeURIComponent('长安')}`);
  });
});

test('a keyword is remembered when submitted, even if the viewer leaves before the results', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  // The search never answers: only the submit itself can have remembered the keyword.
  await page.route('**/v3/web/api/search', () => undefined);
  const field = await openSearch(page, isMobile);
  await field.fill('山河');
  await field.press('Enter');
  await expect(page).toHaveURL(`/search?word=${encodeURIComponent('山河')}`);
  await page.goto('/movie');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('keywords') ?? '[]'));
  expect(stored[0]).toBe('山河');
});

test('a word in Traditional or Simplified finds the same titles, from every language', async ({
  page,
  request,
}) => {
  const reply = await request.post('/v3/web/api/search', { data: { word: '风' } });
  const first = (await reply.json()).data.list[0];
  expect(first).toBeDefined();
  for (const prefix of ['', '/zh-TW', '/en']) {
    // 風 is how a Traditional keyboard writes 风.
    await page.goto(`${prefix}/search?word=${encodeURIComponent('風')}`);
    await expect(page.locator(`main a[href$="/vod/detail/${first.id}"]`).first()).toBeVisible();
  }
});

test('suggestions appear while typing, and the arrow keys and Enter open one', async ({
  page,
  request,
}) => {
  const reply = await request.get(`/v3/web/api/suggest?word=${encodeURIComponent('风')}`);
  const [first] = (await reply.json()).data.list;
  await page.goto('/');
  const box = page.locator('header').getByRole('searchbox', { name: '搜索关键词' });
  await box.click();
  await expect(hotRegion(page)).toBeVisible();
  await box.pressSequentially('风');
  const list = page.getByRole('listbox', { name: '搜索建议' });
  await expect(list.getByRole('option').first()).toContainText(first.name);
  await expect(hotRegion(page)).toBeHidden();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vod/detail/${first.id}$`));
});
