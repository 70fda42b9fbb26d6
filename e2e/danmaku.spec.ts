import {
  expect,
  markDailyPopupShown,
  test,
  type APIRequestContext,
  type Page,
} from './support/test';
import { expectPlaying, muteVideos, playUntil, rewind, videoState } from './support/playback';
import { registerByApi, uniqueEmail } from './support/registerByApi';
import { PHONE } from './support/tags';
import { aSeries, marksOf } from './support/titles';

/**
 * 弹幕 and skipping intros (our additions), through the host and the mock in a real Chromium.
 * The seed's most popular series with seven episodes released: it has generated 弹幕 and intro
 * marks (a minute or two from the start of each episode), and its episodes run 40 minutes or more.
 */
async function theSeries(request: APIRequestContext) {
  const { card } = await aSeries(request, 7);
  const marks = await marksOf(request, card.id);
  /** Where the title's intro of an episode ends. */
  const introEnd = (ep: number) => marks.get(ep)!.introEnd;
  return { id: card.id, play: (ep: number) => `/vod/play-official/${card.id}/${ep}`, introEnd };
}

const SETTINGS_KEY = 'xinghe.danmaku.settings';

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await muteVideos(page);
});

/** A shared test machine may take a while to start the video: how fast is the bench's business. */
const STARTS = { timeout: 45_000 };

/** Stores 弹幕 settings before the page's first script, as a returning viewer has them. */
async function withSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify(settings),
  ] as const);
}

const comments = (page: Page) => page.locator('[data-danmaku]');

/** Where each comment is on screen, to the pixel. */
function positions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-danmaku]')].map(
      (node) => `${node.dataset['danmaku']}:${Math.round(node.getBoundingClientRect().left)}`,
    ),
  );
}

async function signInAsNewViewer(page: Page, label: string): Promise<string> {
  const { token } = await registerByApi(page.request, uniqueEmail(label));
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

/** Types into the posting box: inline under the player on a desktop, a bottom sheet on a phone. */
async function typeDanmaku(page: Page, text: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: '发弹幕' }).click();
  const scope = phone ? page.getByRole('dialog', { name: '发弹幕' }) : page;
  await scope.getByRole('textbox', { name: '发弹幕' }).fill(text);
  return scope.getByRole('button', { name: '发送' });
}

async function postDanmaku(page: Page, text: string, phone: boolean) {
  await (await typeDanmaku(page, text, phone)).click();
}

test('弹幕 fly while the episode plays and stand still while it is paused', async ({ page }) => {
  const series = await theSeries(page.request);
  await withSettings(page, { autoSkip: false, density: 'high' });
  // The page's clock is ours: positions are compared across time we move, never a sleep.
  await page.clock.install();
  await page.goto(series.play(2));
  await expectPlaying(page, { by: 0.3, ...STARTS });
  await expect(comments(page).first()).toBeVisible({ timeout: 20_000 });

  // Ahead of the page's own clock, with room for a busy machine: the test's clock, or a second,
  // was already behind it once ("Cannot fast-forward to the past"). A seek is told by the media's
  // time between two frames, which a longer jump of the page's clock does not change.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  const moving = await positions(page);
  await page.clock.runFor(500);
  expect(await positions(page)).not.toEqual(moving);

  // The page's frames run again, in real time, before the video is paused. The video plays in real
  // time while the page's clock stands still, and a layer that saw no frame for 1.5 s of playback
  // (a busy machine between two steps) clears itself, as after a seek: comments board again first.
  await page.clock.resume();
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
  await expect(comments(page).first()).toBeVisible();
  await page.evaluate(() => document.querySelector('video')?.pause());
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  // Stopped again a little ahead of the page's clock, which has run on while this was asked.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  const stopped = await positions(page);
  expect(stopped.length).toBeGreaterThan(0);
  await page.clock.runFor(3_000);
  expect(await positions(page)).toEqual(stopped);
});

test(
  'a logged-in viewer posts a 弹幕: it shows at once with an outline, and again after a reload',
  { tag: PHONE },
  async ({ page, isMobile }) => {
    const series = await theSeries(page.request);
    await withSettings(page, { autoSkip: false });
    await signInAsNewViewer(page, 'danmaku');
    await page.goto(series.play(2));
    await expectPlaying(page, { by: 0.3, ...STARTS });
    const text = `好看${Date.now() % 10_000}`;
    await rewind(page, 20);
    await playUntil(page, 20, 40_000);
    await postDanmaku(page, text, isMobile);
    // On screen with its outline, seen in one look: a scrolling comment leaves the screen after a
    // few seconds, so two checks one after the other can find it gone by the second.
    const mine = page.locator('[data-mine="true"]', { hasText: text });
    await expect
      .poll(
        () =>
          mine.evaluateAll((shown) =>
            shown.some(
              (comment) =>
                comment.getClientRects().length > 0 &&
                getComputedStyle(comment).borderTopStyle === 'solid',
            ),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);

    await page.reload();
    await expectPlaying(page, { by: 0.1, ...STARTS });
    await rewind(page, 19);
    await expect(page.locator('[data-mine="true"]', { hasText: text })).toBeVisible({
      timeout: 30_000,
    });
  },
);

test('a banned word and posting too fast are refused with a message', async ({
  page,
  isMobile,
}) => {
  const series = await theSeries(page.request);
  await withSettings(page, { autoSkip: false });
  const token = await signInAsNewViewer(page, 'danmaku-limits');
  await page.goto(series.play(2));
  await postDanmaku(page, '加微信看全集', isMobile);
  await expect(page.getByRole('alert')).toHaveText('弹幕含有不允许的内容，换个说法吧');

  // The same viewer posts from another tab just before the box's post leaves: the box's comes too
  // soon. The other post is made while the box's request waits, so a slow machine's delay between
  // the click and the request cannot let the interval pass.
  const otherTab: number[] = [];
  await page.route('**/user/danmaku', async (route) => {
    const first = await page.request.post('/user/danmaku', {
      data: { id: series.id, ep: 2, time: 1, text: '第一条' },
      headers: { token },
    });
    otherTab.push(((await first.json()) as { code: number }).code);
    await route.continue();
  });
  await (await typeDanmaku(page, '第二条', isMobile)).click();
  await expect(page.getByRole('alert')).toHaveText(/^发送太频繁，请[1-3]秒后再试$/);
  expect(otherTab).toEqual([0]);
});

test(
  'a visitor who reaches for the posting box gets the login dialog',
  { tag: PHONE },
  async ({ page, isMobile }) => {
    const series = await theSeries(page.request);
    await page.goto(series.play(2));
    await page.getByRole('button', { name: isMobile ? '发弹幕' : '登录后发弹幕' }).click();
    await expect(page.getByRole('dialog', { name: '登录/注册' })).toBeVisible({ timeout: 15_000 });
  },
);

test('the intro is skipped by itself, and with auto-skip off 跳过片头 does it', async ({
  page,
}) => {
  const series = await theSeries(page.request);
  await page.goto(series.play(2));
  await expect(page.getByText('已为您跳过片头')).toBeVisible({ timeout: 45_000 });
  await expect
    .poll(async () => (await videoState(page)).time)
    .toBeGreaterThanOrEqual(series.introEnd(2));

  // Turned off in 弹幕设置 (kept on the device): the next visit plays the intro and offers the button.
  await page.getByRole('button', { name: '弹幕设置' }).click();
  await page.getByRole('checkbox', { name: '自动跳过片头片尾' }).uncheck();
  // Episode 7 has an intro too, and this viewer has not watched it (no resume).
  await page.goto(series.play(7));
  await expectPlaying(page, { by: 0.1, ...STARTS });
  const skip = page.getByRole('button', { name: '跳过片头' });
  await expect(skip).toBeVisible();
  await expect(page.getByText('已为您跳过片头')).toHaveCount(0);
  await skip.click();
  await expect
    .poll(async () => (await videoState(page)).time)
    .toBeGreaterThanOrEqual(series.introEnd(7));
});

test("a viewer's own intro end is kept on the server and wins over the title's on another device", async ({
  page,
  browser,
  isMobile,
}) => {
  // A portrait phone's inline player has no room for 片头片尾 (it is in the full-screen bar).
  test.skip(isMobile, 'the 片头片尾 menu is not in a portrait phone inline player');
  const series = await theSeries(page.request);
  // Past the title's intro of both episodes this uses.
  const OWN_INTRO_END = Math.ceil(Math.max(series.introEnd(2), series.introEnd(7))) + 30;
  const token = await signInAsNewViewer(page, 'marks');
  await withSettings(page, { autoSkip: false });
  await page.goto(series.play(7));
  await expectPlaying(page, { by: 0.1, ...STARTS });
  await page.evaluate((to) => {
    const video = document.querySelector('video');
    if (video) {
      video.pause();
      video.currentTime = to;
    }
  }, OWN_INTRO_END);
  await expect.poll(async () => (await videoState(page)).time).toBe(OWN_INTRO_END);

  await page.getByRole('button', { name: '片头片尾' }).click();
  await page.getByRole('menuitem', { name: '设为片头结束' }).click();
  await expect(page.getByText(/已将片头结束设为/)).toBeVisible();

  // Another device of the same account, auto-skip off, on an episode it has not watched: past the
  // title's intro but before the viewer's own end, 跳过片头 is still offered.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await markDailyPopupShown(other);
  const second = await other.newPage();
  await muteVideos(second);
  await second.addInitScript((value) => localStorage.setItem('token', value), token);
  await withSettings(second, { autoSkip: false });
  await second.goto(series.play(2));
  await expectPlaying(second, { by: 0.1, ...STARTS });
  await second.evaluate(
    (to) => {
      const video = document.querySelector('video');
      if (video) {
        video.pause();
        video.currentTime = to;
      }
    },
    series.introEnd(2) + 10,
  );
  const skip = second.getByRole('button', { name: '跳过片头' });
  await expect(skip).toBeVisible();
  await skip.click();
  await expect
    .poll(async () => (await videoState(second)).time)
    .toBeGreaterThanOrEqual(OWN_INTRO_END);
  await second.getByRole('button', { name: '片头片尾' }).click();
  await expect(second.getByRole('menuitem', { name: '清除我的片头片尾' })).toBeVisible();
  await other.close();
});
