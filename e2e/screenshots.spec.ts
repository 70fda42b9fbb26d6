import { expect, test, type Page } from './support/test';
import { PHONE } from './support/tags';
import { muteVideos } from './support/playback';

/**
 * Screenshots of the catalogue as a viewer sees it (home, a category, a detail page and the
 * player), at the project's viewport (1440x900 and 390x844), saved under test-results/ (not
 * committed) for a designer's review of the posters and the metadata. Each also checks that the
 * page shows generated art, not broken images.
 */

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Posters on screen have loaded and decoded (a broken image has no natural width).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const onScreen = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
          });
          return onScreen.filter((img) => img.complete && img.naturalWidth > 0).length;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await page.waitForTimeout(1000);
}

async function shoot(page: Page, name: string, project: string) {
  await settle(page);
  await page.screenshot({ path: `test-results/screenshots/${project}-${name}.png` });
}

test('home, a category, a detail page and the player', { tag: PHONE }, async ({ page }, info) => {
  // Four pages, each settling (up to 15 s for its images) and a player left to run for 4 s.
  test.setTimeout(120_000);
  const project = info.project.name;
  await page.goto('/');
  await expect(page.locator('main img').first()).toBeVisible();
  await shoot(page, 'home', project);

  await page.goto('/drama');
  await expect(page.locator('main img').first()).toBeVisible();
  await shoot(page, 'category', project);

  const home = (await (await page.request.get('/v3/web/api/home')).json()).data;
  const id = home.cardsGroup[1].cards[0].id as string;
  await page.goto(`/vod/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'detail', project);

  await muteVideos(page);
  await page.goto(`/vod/play-official/${id}/1`);
  await expect(page.locator('video')).toBeVisible();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `test-results/screenshots/${project}-player.png` });
});
