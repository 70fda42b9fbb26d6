import { expect, test, type Page } from './support/test';
import { PHONE } from './support/tags';
import { coversNow, scrollThrough, type Cover } from './support/floating';
import { filterTitles, TOP_SERIES } from './support/titles';

/**
 * The floating parts (the side panel or the phone's toolbar, the side index, 返回顶部 and the
 * chatbot's launcher) never cover what a viewer reads or clicks: on the home, detail, history,
 * search, sports and download pages, scrolled from top to bottom, at 390, 1280, 1440 and 1920 px,
 * with the side panel shown and collapsed. A failure names the part and what it covers.
 */

const DESKTOP_SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

/** The visitor's history of this device: six titles, so /history has a 5th card and more. */
async function seedHistory(page: Page) {
  const films = await filterTitles(page.request, 'movie', { pageSize: 6 });
  const now = Math.floor(Date.now() / 1000);
  const entries = films.list.slice(0, 6).map((card, i) => ({ mid: card.id, playTime: now - i }));
  await page.addInitScript((stored) => {
    localStorage.setItem('vod-history', stored);
  }, JSON.stringify(entries));
}

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => expect(page.getByRole('heading', { name: '热播电影' })).toBeVisible(),
  },
  {
    name: 'detail',
    path: `/vod/detail/${TOP_SERIES}`,
    ready: (page) => expect(page.getByRole('button', { name: /倒序|正序/ }).first()).toBeVisible(),
  },
  {
    name: 'history',
    path: '/history',
    ready: (page) => expect(page.getByRole('button', { name: /的观看记录$/ })).toHaveCount(6),
  },
  {
    name: 'search',
    path: `/search?word=${encodeURIComponent('父亲')}`,
    ready: (page) => expect(page.getByText(/找到\d+部相关影视/)).toBeVisible(),
  },
  {
    name: 'sports',
    path: '/sports',
    ready: (page) => expect(page.getByText('直播中').first()).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'download',
    path: '/download',
    ready: (page) => expect(page.getByRole('img', { name: /二维码/ }).first()).toBeVisible(),
  },
];

const describeCovers = (covers: Cover[]) =>
  [...new Set(covers.map((c) => `${c.part} covers ${c.content}`))].join('\n');

/** Scrolls the page through and collects what any floating part covers, by scroll position. */
async function coversWhileScrolling(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  await scrollThrough(page, async (y, atEnd) => {
    const covers = await coversNow(page, atEnd);
    if (covers.length > 0) found.push(`${state}, scrolled to ${y}px:\n${describeCovers(covers)}`);
  });
  return found;
}

async function checkPages(page: Page, expectIndex: boolean) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await seedHistory(page);
  const problems: string[] = [];
  for (const { name, path, ready } of PAGES) {
    await page.goto(path);
    await ready(page);
    const panel = page.getByRole('navigation', { name: '快捷工具' });
    await expect(panel, `the side panel on ${name}`).toBeVisible();
    if (name === 'home' && expectIndex) {
      // The index shows once the banner has scrolled away: the check must see it.
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await expect(page.getByRole('navigation', { name: '频道快速导航' })).toBeVisible();
    }
    const shown = await coversWhileScrolling(page, `${name} (${path}), panel shown`);
    problems.push(...shown);

    const collapse = panel.getByRole('button', { name: '收起' });
    if (await collapse.isVisible()) {
      await collapse.click();
      await expect(page.getByRole('button', { name: '展开快捷工具' })).toBeVisible();
      problems.push(...(await coversWhileScrolling(page, `${name} (${path}), panel collapsed`)));
    }
  }
  expect(problems, 'floating parts over the page').toEqual([]);
}

for (const size of DESKTOP_SIZES) {
  test(`at ${size.width}px no floating part covers the page's text or controls`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the phone has its own journey');
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await checkPages(page, size.width >= 1280);
  });
}

test(`on a 390 px phone no floating part covers the page's text or controls ${PHONE}`, async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop widths have their own journeys');
  test.setTimeout(240_000);
  await checkPages(page, false);
});
