/**
 * The installable app and offline downloads through the host, in a real Chromium with its service
 * worker: the manifest and the worker are there and the site is installable; a VIP saves an
 * episode with 下载到本机, the network goes, and 我的下载 plays it from the browser's storage;
 * a member is refused.
 */
import { expect, test, type Page } from './support/test';
import { expectPlaying, MEMBER_EMAIL, muteVideos, signIn, VIP_EMAIL } from './support/playback';
import { aSeries } from './support/titles';

/** The worker controls the page (it registers after load, when the browser is idle). */
async function untilWorkerControls(page: Page) {
  // Installing it precaches the app's files: on a busy machine, beside a playing video, a while.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 90_000,
  });
}

test('the manifest and the service worker are there, and Chromium finds the site installable', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const reply = await request.get(href!);
  expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await reply.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string; src: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest).toMatchObject({ name: '星河影视', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/live', '/search-phone', '/downloads']);

  await untilWorkerControls(page);
  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(worker).toMatch(/\/sw\.js$/);

  // Chromium's own reading of the manifest: parsed without errors, with its icons.
  const cdp = await page.context().newCDPSession(page);
  const app = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
    parsed?: { name?: string };
  };
  expect(app.url).toMatch(/\/manifest\.webmanifest$/);
  expect(app.errors).toEqual([]);
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A test browser's profile is a private one, which Chromium names but which is not the site's doing.
  expect(
    installability.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
});

test('a VIP saves an episode, goes offline, and plays it from 我的下载', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const { card } = await aSeries(request, 2, 5);
  await signIn(page, request, VIP_EMAIL);
  await muteVideos(page);
  await page.goto(`/vod/play-official/${card.id}/2`);

  await page.getByRole('button', { name: '下载到本机', exact: true }).click();
  await expect(page.getByText(/^已下载 · [\d.]+ (KB|MB)$/)).toBeVisible({ timeout: 120_000 });
  await page.getByRole('link', { name: '我的下载' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  const item = page.getByRole('listitem').filter({ hasText: card.name });
  await expect(item.getByRole('heading', { name: `${card.name} 第2集` })).toBeVisible();
  await untilWorkerControls(page);

  await context.setOffline(true);
  // The page itself comes from the worker now.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '我的下载' })).toBeVisible();
  await page.getByRole('button', { name: `播放 ${card.name} 第2集` }).click();
  await expect(page.getByRole('region', { name: '我的下载' }).locator('video')).toHaveCount(1);
  await expectPlaying(page, { timeout: 30_000 });

  // A page never seen is the offline page, which leads back to 我的下载.
  await page.goto('/points');
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  await page.getByRole('link', { name: '打开我的下载' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的下载' })).toBeVisible();
  await context.setOffline(false);
});

test('a member is refused 下载到本机 and offered VIP', async ({ page, request }) => {
  const { card } = await aSeries(request, 2, 6);
  await signIn(page, request, MEMBER_EMAIL);
  await muteVideos(page);
  await page.goto(`/vod/play-official/${card.id}/1`);
  await page.getByRole('button', { name: '下载到本机', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '下载到本机是VIP特权' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('xh_offline_downloads'))).toBeNull();
});
