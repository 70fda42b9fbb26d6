/**
 * A file of the site that does not arrive (a network blip, or a page left open across a deploy):
 * a part the page works without is left out, and a page that cannot load says so and offers 重试,
 * never a blank site.
 */
import { expect, test } from './support/test';

const HAN = /[\u4e00-\u9fff]{2,}/;

test('the home page shows without the side tools, back-to-top and popup chunks', async ({
  page,
}) => {
  for (const part of ['SideTools', 'BackToTopButton', 'DailyPopupHost']) {
    await page.route(`**/assets/${part}-*.js`, (route) => route.abort());
  }
  await page.goto('/');
  const titles = page.locator('main section h2');
  await expect(titles.first()).toHaveText(HAN);
  await expect(page.locator('main img[src^="/api/images/poster/"]').first()).toBeVisible();
});

test('a channel page whose chunk fails offers 重试, which loads it once the file is there', async ({
  page,
}) => {
  const blocked = '**/assets/CategoryPage-*.js';
  await page.route(blocked, (route) => route.abort());
  await page.goto('/movie');
  const retry = page.getByRole('alert').getByRole('button', { name: '加载失败，点击重试' });
  await expect(retry).toBeVisible();

  await page.unroute(blocked);
  await retry.click();
  await expect(page.getByRole('navigation', { name: '筛选条件' })).toBeVisible();
  await expect(page.locator('main a[href^="/vod/detail/"]').first()).toBeVisible();
});

test('a home page written by the host whose chunk fails offers 重试 too', async ({ page }) => {
  const blocked = '**/assets/HomePage-*.js';
  await page.route(blocked, (route) => route.abort());
  await page.goto('/');
  const retry = page.getByRole('alert').getByRole('button', { name: '加载失败，点击重试' });
  await expect(retry).toBeVisible();

  await page.unroute(blocked);
  await retry.click();
  await expect(page.locator('main section h2').first()).toHaveText(HAN);
  await expect(page.locator('main a[href^="/vod/detail/"]').first()).toBeVisible();
});
