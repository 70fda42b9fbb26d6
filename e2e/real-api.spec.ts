import { expect, test } from './support/test';
import { muteVideos } from './support/playback';
import { standInPort } from './support/ports';

/**
 * The site against a server that speaks only the real API's shapes (REAL-API.md): the host's
 * upstream is a stand-in that answers the evidenced endpoints with only the fields public client
 * code shows, string video ids and channel slugs (packages/site/test/standin), and passes every
 * other call to the mock. Links in the real site's URL forms open the same pages here.
 */
test.use({ baseURL: `http://127.0.0.1:${standInPort}` });

test.describe('against the real API shapes', () => {
  test('the home page shows the rows with titles and posters', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('link', { name: /雾港来信/ }).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', /\/vod\/detail\/LX89vyQfIj$/);
    await expect(page.locator('img[src*="/api/images/poster/LX89vyQfIj"]').first()).toBeVisible();
    await expect(page.getByText('北岭雪线').first()).toBeVisible();
  });

  test('a channel page in the real URL form filters by year and area', async ({ page }) => {
    await page.goto('/movie/2024/all/us');
    await expect(page.getByRole('link', { name: /雾港来信/ }).first()).toBeVisible();
    // 铁轨尽头的夏天 is a 2021 Hong Kong film: the filter left it out.
    await expect(page.getByText('铁轨尽头的夏天')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/movie\/2024\/all\/us$/,
    );
  });

  test('a detail page by its string id lists its line and plays its first episode', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await muteVideos(page);
    await page.goto('/vod/detail/LX89vyQfIj');
    await expect(page.getByRole('heading', { level: 1, name: '雾港来信' })).toBeVisible();
    await expect(page.getByText('一封迟到二十年的信').first()).toBeVisible();
    await page.goto('/vod/play-official/LX89vyQfIj/1');
    const video = page.locator('video').first();
    await expect(video).toBeAttached();
    // The player offers its one line, named as the real reply names it.
    await expect(page.getByText('线路1').first()).toBeAttached();
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(start + 1);
  });

  test('a series lists its episodes from the line', async ({ page }) => {
    await page.goto('/vod/detail/VICsHCoQYhFl');
    await expect(page.getByRole('heading', { level: 1, name: '北岭雪线' })).toBeVisible();
    for (const ep of ['1', '2', '3']) {
      await expect(
        page.getByRole('link', { name: new RegExp(`^(第${ep}集|${ep})$`) }).first(),
      ).toBeVisible();
    }
  });

  test('search shows results with names and posters', async ({ page }) => {
    await page.goto(`/search?word=${encodeURIComponent('雾港')}`);
    await expect(page.getByRole('link', { name: /雾港来信/ }).first()).toBeVisible();
    await expect(page.locator('img[src*="/api/images/poster/LX89vyQfIj"]').first()).toBeVisible();
  });

  test('a live channel opens by its slug', async ({ page }) => {
    await page.goto('/live');
    await expect(page.getByText('CCTV-1 综合').first()).toBeVisible();
    await page.goto('/live/cctv1');
    await expect(page.getByText('CCTV-1 综合').first()).toBeVisible();
  });
});
