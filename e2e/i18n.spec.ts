import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PHONE } from './support/tags';
import { TOP_SERIES } from './support/titles';

/**
 * The three languages through the host and the mock, in a real browser: a viewer picks 繁體中文
 * and then English in the header's switcher (desktop and phone), the page reopens under the
 * language's prefix and the choice survives a reload; a new visitor whose browser asks for English
 * gets English. What the host writes for each language (`<html lang>`, the title, the canonical URL,
 * hreflang alternates, og:locale) is packages/site/test/languages.test.ts.
 */

// Characters that exist only in Simplified: a zh-TW page (interface and converted catalogue
// content) shows none of them.
const SIMPLIFIED_ONLY = /[这们国说爱电视书长门车马鸟发录简体剧综艺动网页时间点击热]/;

// Several full page loads per journey, and the Traditional tables on the first zh-TW page.
test.beforeEach(() => test.setTimeout(90_000));

const switcher = (page: Page) => page.getByRole('combobox', { name: /^(语言|語言|Language)$/ });
const nav = (page: Page) =>
  page.getByRole('navigation', { name: /主导航|主要導覽|Main navigation/ });

test(
  'a viewer switches to 繁體中文 and English, and the choice survives a reload',
  { tag: PHONE },
  async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    if (!isMobile) await expect(nav(page).getByRole('link', { name: '电影' })).toBeVisible();

    await switcher(page).selectOption('zh-TW');
    await page.waitForURL('**/zh-TW/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(switcher(page)).toHaveValue('zh-TW');
    if (!isMobile) await expect(nav(page).getByRole('link', { name: '電影' })).toBeVisible();
    // The posters' titles (the API's content) are in Traditional characters too.
    const titles = page.locator('main a[href^="/zh-TW/vod/detail/"]');
    await expect(titles.first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(SIMPLIFIED_ONLY);

    await switcher(page).selectOption('en');
    await page.waitForURL('**/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Xinghe TV - /);
    if (!isMobile) await expect(nav(page).getByRole('link', { name: 'Movies' })).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Kept: a reload, and the unprefixed address (the stored choice), both read English.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switcher(page)).toHaveValue('en');
    await page.goto('/movie');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Xinghe TV - Movies');

    // Back to 简体中文: the unprefixed URLs read Simplified again.
    await switcher(page).selectOption('zh-CN');
    await page.waitForURL((url) => url.pathname === '/movie');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('星河影视 - 电影');
  },
);

test('navigation inside a language keeps its prefix', async ({ page }) => {
  await page.goto('/en/');
  const card = page.locator('main a[href^="/en/vod/detail/"]').first();
  await expect(card).toBeVisible();
  const href = await card.getAttribute('href');
  await card.click();
  await page.waitForURL(`**${href}`);
  await expect(page).toHaveTitle(/^Xinghe TV - /);
  await expect(
    page.getByRole('button', { name: /^(Favourite|Remove from favourites)$/ }),
  ).toBeVisible();
});

test.describe('a new visitor whose browser asks for English', () => {
  test.use({ locale: 'en-US' });

  test('reads the site in English', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Xinghe TV - Featured');
    if (!isMobile) await expect(nav(page).getByRole('link', { name: 'TV Series' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  });

  test("the player's control bar keeps every control inside the picture at mid widths", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'window widths are set by the journey');
    // English labels are the longest: from a narrow window to a small laptop, nothing is pushed out
    // of the player or drawn over the time.
    for (const width of [600, 700, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/vod/play-official/${TOP_SERIES}/7`);
      const player = page.locator('video');
      await expect(player).toBeVisible();
      const box = await player.boundingBox();
      // The controls show while the pointer is over the picture (弹幕 are drawn above the video).
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 3);
      const fullScreen = page.getByRole('button', { name: 'Full screen' });
      await expect(fullScreen).toBeVisible();
      const time = page.getByText(/^\d\d:\d\d \/ \d\d:\d\d$/);
      const [last, clock] = [await fullScreen.boundingBox(), await time.boundingBox()];
      expect(last!.x + last!.width, `${width} px`).toBeLessThanOrEqual(box!.x + box!.width);
      // The first control after the time, on the same row, starts after it ends.
      const row = { top: clock!.y, bottom: clock!.y + clock!.height };
      const after = await page.evaluate(
        ({ top, bottom }) =>
          [...document.querySelectorAll('button')]
            .map((button) => button.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.top < bottom && r.bottom > top)
            .map((r) => r.left),
        row,
      );
      const next = Math.min(...after.filter((left) => left > clock!.x));
      expect(next, `${width} px`).toBeGreaterThanOrEqual(clock!.x + clock!.width);
    }
  });
});
