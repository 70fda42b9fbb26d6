import { expect, test } from './support/test';

const HAN = /[\u4e00-\u9fff]{2,}/;

test.describe('home page /', () => {
  test('shows Chinese titles with loaded posters from the mock, through the host', async ({
    page,
  }) => {
    const homeReply = page.waitForResponse((r) => r.url().includes('/v3/web/api/home'));
    await page.goto('/');

    const reply = await (await homeReply).json();
    expect(reply.code).toBe(0);
    const firstTitle: string = reply.data.sections[0].items[0].title;
    expect(firstTitle).toMatch(HAN);

    await expect(page).toHaveTitle(/星河影视/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByText(firstTitle, { exact: true }).first()).toBeVisible();

    // Posters come from the mock's /api/images/ through the host and really decode.
    const posters = page.locator('img[src^="/api/images/poster/"]');
    await expect(posters.first()).toBeVisible();
    await expect
      .poll(() =>
        posters.evaluateAll(
          (imgs) =>
            (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length,
        ),
      )
      .toBeGreaterThanOrEqual(4);
  });

  test('the server writes the page head before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<title>[^<]*星河影视[^<]*<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  test('a title links to its detail page', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.locator('a[href^="/vod/detail/"]').first();
    await expect(firstCard).toBeVisible();
    expect(await firstCard.getAttribute('href')).toMatch(/^\/vod\/detail\/\d+$/);
  });
});
