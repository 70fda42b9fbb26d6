import { expect, test, type Page } from './support/test';
import { PHONE } from './support/tags';
import { TOP_FILM, TOP_SERIES } from './support/titles';

/**
 * The header of SPEC section 2 "Layout rules", through the host and the mock: nav items following
 * the window as it is resized (the items at each width and under 更多 are the stories'
 * HeaderComposed Width1600-Width1000 and MoreMenu), session storage cleared by a nav click, the
 * pages without a header, the background per page, back-to-top; on a phone the mobile header and
 * its search overlay.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
/** The nav items in the bar itself (not those under 更多). */
const barItems = (page: Page) => mainNav(page).locator(':scope > ul > li > a');

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop header is for desktop windows');

  test('follows the window as it is resized', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/');
    await expect(barItems(page)).toHaveCount(5);
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(barItems(page)).toHaveCount(3);
    await page.setViewportSize({ width: 1450, height: 900 });
    await expect(barItems(page)).toHaveCount(4);
  });

  test('a nav item clears session storage and opens its channel', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('leftover', '1'));
    await barItems(page).filter({ hasText: '电影' }).click();
    await expect(page).toHaveURL(/\/movie$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await expect(barItems(page).filter({ hasText: '电影' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an item under 更多 clears session storage too', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('leftover', '1'));
    await mainNav(page).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '纪录片' }).click();
    await expect(page).toHaveURL(/\/documentary$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('has no header on the pages the spec lists', async ({ page }) => {
    for (const path of [
      '/privacy',
      `/zj/${TOP_SERIES}/2`,
      '/userinfo',
      '/search-phone',
      '/invite',
      '/invite-h5',
    ]) {
      await page.goto(path);
      await expect(page.locator('#root main')).toBeAttached();
      await expect(mainNav(page), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: '星河影视' }), path).toHaveCount(0);
    }
    await page.goto('/vip');
    await expect(mainNav(page)).toBeVisible();
  });

  test('sets the background per page, and the home header turns opaque on scroll', async ({
    page,
  }) => {
    const header = page.locator('header').first();
    for (const [path, background] of [
      ['/download', 'transparent'],
      [`/vod/play-official/${TOP_FILM}/1`, 'fade'],
      ['/movie', 'scroll'],
      ['/search?word=%E5%B1%B1', 'solid'],
      ['/history', 'solid'],
      ['/', 'scroll'],
    ] as const) {
      await page.goto(path);
      await expect(header, path).toHaveAttribute('data-background', background);
    }
    const progress = () =>
      header.evaluate((el) =>
        (el as HTMLElement).style.getPropertyValue('--header-scroll-progress'),
      );
    expect(await progress()).toBe('0');
    // A wheel turn scrolls only once the rows have made the page taller than the window.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight))
      .toBeGreaterThan(600);
    await page.mouse.wheel(0, 600);
    await expect.poll(progress).toBe('1');
  });

  test('holds the search box and the account cards', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('searchbox', { name: '搜索关键词' })).toBeVisible();
    await expect(header.getByRole('searchbox')).toHaveAttribute('placeholder', '搜索片名');
    await expect(header.getByRole('button', { name: 'VIP会员' })).toBeVisible();
    await expect(header.getByRole('link', { name: '官方交流群' })).toBeVisible();
    await expect(header.getByRole('link', { name: '下载APP' })).toBeVisible();
    // The user menu's 登录 (the VIP card holds another, shown on hover).
    await expect(header.getByRole('button', { name: '登录', exact: true }).last()).toBeVisible();
  });

  test('shows back-to-top after 100 px of scroll, and it goes back up', async ({ page }) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', { name: '返回顶部' });
    await expect(page.locator('img[src^="/api/images/poster/"]').first()).toBeVisible();
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('the home page has the side index of its channel rows once scrolled', async ({ page }) => {
    await page.goto('/');
    const index = page.getByRole('navigation', { name: '频道快速导航' });
    await expect(page.locator('img[src^="/api/images/poster/"]').first()).toBeVisible();
    await expect(index).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await expect(index).toBeVisible();
    await expect(index.getByRole('button')).toHaveCount(6);
  });
});

test.describe('mobile header', { tag: PHONE }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile header is for phones');

  test('shows logo, search, download, community and login instead of the desktop nav', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: '星河影视首页' })).toBeVisible();
    await expect(header.getByRole('button', { name: '打开搜索' })).toBeVisible();
    await expect(header.getByRole('link', { name: '下载APP' })).toHaveAttribute(
      'href',
      '/download',
    );
    await expect(header.getByRole('link', { name: '官方交流群' })).toBeVisible();
    await expect(header.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
  });

  test('the search icon opens the overlay, which searches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '打开搜索' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('region', { name: '热门搜索' })).toBeVisible();
    await overlay.getByRole('searchbox').fill('山河');
    await overlay.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?word=%E5%B1%B1%E6%B2%B3$/);
    await expect(page.getByRole('heading', { name: '“山河”的搜索结果' })).toBeVisible();
  });

  test('is hidden on the detail and player pages', async ({ page }) => {
    for (const path of [
      `/vod/detail/${TOP_FILM}`,
      `/vod/play-official/${TOP_FILM}/1`,
      '/live/cctv1',
    ]) {
      // A player never goes quiet (a live playlist is fetched again every few seconds, a video's
      // segments and 弹幕 windows load as it plays): only the detail page waits for the network.
      await page.goto(path, { waitUntil: path.startsWith('/vod/detail') ? 'networkidle' : 'load' });
      await expect(page.locator('#root main')).toBeAttached();
      await expect(page.getByRole('button', { name: '打开搜索' }), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: '星河影视首页' }), path).toHaveCount(0);
    }
    // The same check passes on a page that has the header only if the header is really there.
    await page.goto('/movie', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: '打开搜索' })).toBeVisible();
  });
});
