import { expect, test, type Page } from './support/test';
import {
  expectPlaying,
  muteVideos,
  playFrom,
  playUntil,
  rewind,
  videoState,
  wakeControls,
} from './support/playback';
import { PHONE } from './support/tags';
import { aFilm, aSeries, marksOf } from './support/titles';

/**
 * What the player shows over the picture: standing 弹幕 in rows of their own, below the title; one
 * notice at a time, clear of the controls; Space still plays and pauses after a click.
 */

test.beforeEach(async ({ page }) => {
  test.setTimeout(150_000);
  await muteVideos(page);
});

const SETTINGS_KEY = 'xinghe.danmaku.settings';

async function withSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SETTINGS_KEY,
    JSON.stringify(settings),
  ] as const);
}

interface Watch {
  /** The most top comments on the picture at once. */
  most: number;
  /** Pairs of top comments seen overlapping, as `text / text`. */
  overlaps: string[];
  /** The most notices shown at once, and every kind seen. */
  mostNotices: number;
  notices: string[];
}

/**
 * Watches the picture from before the page's first script: after every change, the boxes of the
 * top comments (any two that share an area are recorded) and the notices shown. A comment stands
 * a few seconds, so each is seen however slowly the machine plays.
 */
async function watchOverlays(page: Page) {
  await page.addInitScript(() => {
    const watch = { most: 0, overlaps: [] as string[], mostNotices: 0, notices: [] as string[] };
    (window as unknown as { __watch: typeof watch }).__watch = watch;
    new MutationObserver(() => {
      const top = [...document.querySelectorAll<HTMLElement>('[data-mode="top"]')];
      watch.most = Math.max(watch.most, top.length);
      const boxes = top.map(
        (node) => [node.textContent ?? '', node.getBoundingClientRect()] as const,
      );
      for (const [i, [text, a]] of boxes.entries()) {
        for (const [other, b] of boxes.slice(i + 1)) {
          const shared =
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (shared && !watch.overlaps.includes(`${text} / ${other}`)) {
            watch.overlaps.push(`${text} / ${other}`);
          }
        }
      }
      const notices = [...document.querySelectorAll('[data-notice]')];
      watch.mostNotices = Math.max(watch.mostNotices, notices.length);
      for (const notice of notices) {
        const kind = notice.getAttribute('data-notice') ?? '';
        if (!watch.notices.includes(kind)) watch.notices.push(kind);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

test('top-lane 弹幕 never overlap one another, and stay below the title', async ({ page }) => {
  // A popular series' first episode with generated comments (the journey's seed has no title 403,
  // where this was seen).
  const { card } = await aSeries(page.request, 7);
  await withSettings(page, { autoSkip: false, density: 'high', fontSize: 'large' });
  await watchOverlays(page);
  await page.goto(`/vod/play-official/${card.id}/1`);
  await expectPlaying(page, { by: 0.3, timeout: 45_000 });
  // To the climax (60-70% in), where comments come fastest: several top ones stand at once however
  // slowly a busy machine plays.
  await rewind(page, await page.evaluate(() => document.querySelector('video')!.duration * 0.62));
  await expect.poll(async () => (await watched(page)).most, { timeout: 90_000 }).toBeGreaterThan(1);
  expect((await watched(page)).overlaps).toEqual([]);

  // The band comments use starts under the title's line.
  await wakeControls(page);
  const player = page.getByRole('region', { name: '播放器' });
  const title = player.locator('p').first();
  await expect(title).toBeVisible();
  const titleBox = (await title.boundingBox())!;
  const bandTop = await page.evaluate(
    () =>
      document.querySelector('[data-danmaku-layer]')!.parentElement!.getBoundingClientRect().top,
  );
  expect(bandTop).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
});

test(`on a phone the resume toast and 跳过片头 show one at a time, above the controls ${PHONE}`, async ({
  page,
}) => {
  const title = (await aSeries(page.request, 2, 7)).card;
  const second = (await marksOf(page.request, title.id)).get(2)!;
  expect(second.introEnd).toBeGreaterThan(20);
  await withSettings(page, { autoSkip: false });
  await watchOverlays(page);
  await page.goto(`/vod/play-official/${title.id}/2`);
  // Inside the intro, then away: coming back brings the resume toast while 跳过片头 applies too;
  // the brief one goes first.
  await playFrom(page, 4.5);
  await page.evaluate(() => document.querySelector('video')!.pause());
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await page.reload();
  await expect.poll(async () => (await watched(page)).notices).toContain('resume');
  await wakeControls(page);
  const shown = page.locator('[data-notice]');
  await expect(shown).toHaveCount(1);
  const seek = page.getByRole('slider', { name: '播放进度' });
  const [notice, bar] = [(await shown.boundingBox())!, (await seek.boundingBox())!];
  expect(notice.y + notice.height).toBeLessThanOrEqual(bar.y);
  // The resume toast gone (closed, or its time up), 跳过片头 takes its turn.
  const close = shown.getByRole('button', { name: '关闭' });
  if (await close.isVisible()) await close.click();
  await expect(page.getByRole('button', { name: '跳过片头' })).toBeVisible({ timeout: 20_000 });
  await expect(shown).toHaveCount(1);
  expect((await watched(page)).mostNotices).toBe(1);
});

test('after a click on a player button, Space still plays and pauses', async ({ page }) => {
  const { id } = (await aFilm(page.request, 1)).card;
  await page.goto(`/vod/play-official/${id}/1`);
  await playUntil(page, 0.5);
  await wakeControls(page);
  const player = page.getByRole('region', { name: '播放器' });
  // The sound button (the journey's videos play muted, so it offers 取消静音): any button will do.
  const sound = player.getByRole('button', { name: /^(静音|取消静音)$/ });
  const before = (await sound.textContent())?.trim();
  await sound.click();
  const after = before === '静音' ? '取消静音' : '静音';
  await expect(player.getByRole('button', { name: after, exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
});
