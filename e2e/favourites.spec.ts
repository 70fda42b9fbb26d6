import { expect, test } from './support/test';
import {
  MEMBER_EMAIL,
  muteVideos,
  playFrom,
  playUntil,
  signIn,
  videoState,
  wakeControls,
} from './support/playback';
import { aFilm, aSeries } from './support/titles';

/**
 * Favourites and watch history of a logged-in viewer: made on the detail page and in the
 * player, listed on /collect and /history, removed there, and kept by the server. The desktop and
 * phone runs use different titles so they never share state (and others than the playback
 * journeys, which sign in as the same account).
 */

test('a favourite made on the detail page is on /collect, and removing it there unfavourites it', async ({
  page,
  request,
}, testInfo) => {
  const { id, name: title } = (await aFilm(request, testInfo.project.name === 'phone' ? 11 : 10))
    .card;
  const token = await signIn(page, request, MEMBER_EMAIL);
  const headers = { token };
  await request.delete(`/user/dianbo/collect?id=${id}`, { headers });

  await page.goto(`/vod/detail/${id}`);
  const favourite = page.getByRole('button', { name: /^(已)?收藏$/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // It says so, as the live channel's does.
  await expect(favourite).toHaveText('已收藏');
  await expect
    .poll(
      async () =>
        (await (await request.get(`/user/dianbo/collect/${id}`, { headers })).json()).data,
    )
    .toEqual({ collected: true });

  // Still favourited when the page is opened again.
  await page.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/collect');
  await expect(page.getByRole('heading', { level: 1, name: /我的收藏/ })).toBeVisible();
  const remove = page.getByRole('button', { name: `取消收藏“${title}”` });
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await remove.click();
  await expect(remove).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await (await request.get(`/user/dianbo/collect/${id}`, { headers })).json()).data,
    )
    .toEqual({ collected: false });
});

test('logged out, the favourite button asks to log in and changes nothing', async ({ page }) => {
  const favouriteCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/user/dianbo/collect')) favouriteCalls.push(r.url());
  });
  await page.goto(`/vod/detail/${(await aFilm(page.request, 12)).card.id}`);
  const favourite = page.getByRole('button', { name: '收藏' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  expect(favouriteCalls).toEqual([]);
  await page.goto('/collect');
  await expect(page.getByText('登录后查看我的收藏')).toBeVisible();
});

test('a watched title is on /history with its progress; removing it removes the server record', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await muteVideos(page);
  // Two series (episode 2 must exist), one per project.
  const nth = testInfo.project.name === 'phone' ? 9 : 8;
  const { id, name: title } = (await aSeries(request, 2, nth)).card;
  const token = await signIn(page, request, MEMBER_EMAIL);
  const headers = { token };

  await page.goto(`/vod/play-official/${id}/2`);
  await playFrom(page, 3.5);
  await wakeControls(page);
  await page.keyboard.press('Space'); // pausing saves the position at once
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await expect
    .poll(async () => {
      const reply = await request.get(`/user/dianbo/recordByCid?cid=${id}`, { headers });
      return (await reply.json()).data.record?.ep;
    })
    .toBe(2);

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: '观看历史' })).toBeVisible();
  const entry = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('href', `/vod/play-official/${id}/2`);
  await expect(page.getByText(/观看至第2集 00:0\d/).first()).toBeVisible();

  await page.getByRole('button', { name: `删除“${title}”的观看记录` }).click();
  await expect(page.getByRole('button', { name: `删除“${title}”的观看记录` })).toHaveCount(0);
  await expect
    .poll(async () => {
      const reply = await request.get(`/user/dianbo/recordByCid?cid=${id}`, { headers });
      return (await reply.json()).data.record;
    })
    .toBeNull();
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem('vod-history') ?? '[]'));
  expect(local.map((e: { mid: string }) => e.mid)).not.toContain(id);
});

test("a visitor's /history lists this device's history under the login prompt", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await muteVideos(page);
  const { id, name: title } = (await aFilm(request, 13)).card;
  await page.goto(`/vod/play-official/${id}/1`);
  await playUntil(page, 1);
  await page.goto('/history');
  await expect(page.getByText('登录后可同步并查看全部观看历史')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
});
