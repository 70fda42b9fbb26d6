import { expect, test, untilFirstDataIsEmbedded } from './support/test';
import { PHONE } from './support/tags';

const HAN = /[\u4e00-\u9fff]{2,}/;

/*
 * The heads the host writes (title, canonical, description, a title page's from the API) and the
 * site icon are HTTP facts: packages/site/test/html.test.ts, title-heads.test.ts, static.test.ts
 * and packages/site/scripts/rasterFavicon.test.ts prove them through the host's inject tests.
 */

test.describe('home page /', () => {
  test('shows Chinese titles with loaded posters from the mock, through the host', async ({
    page,
    request,
  }) => {
    const reply = await (await request.get('/v3/web/api/home')).json();
    await page.goto('/');

    expect(reply.code).toBe(0);
    const firstTitle: string = reply.data.cardsGroup[0].cards[0].name;
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

  test('arrives painted: the banner and the rows are in the HTML, before any script runs', async ({
    browser,
    request,
  }) => {
    const home = (await (await request.get('/v3/web/api/home')).json()).data;
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScripts.newPage();
      await page.goto('/');
      await expect(page.getByText(home.banners[0].name).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: home.cardsGroup[0].name })).toBeVisible();
      await expect(
        page.locator(`a[href="/vod/detail/${home.cardsGroup[0].cards[0].id}"]`).first(),
      ).toBeVisible();
    } finally {
      await noScripts.close();
    }
  });

  test('the header’s search works before any script runs: Enter opens the search page', async ({
    browser,
    request,
  }) => {
    // The host leaves a page to the browser when its render is slow (a cold mock): once written.
    await expect
      .poll(async () => (await request.get('/movie')).text(), { timeout: 15_000 })
      .toContain('<header');
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScripts.newPage();
      await page.goto('/movie');
      const box = page.locator('header').getByRole('searchbox', { name: '搜索关键词' });
      await box.fill('长安');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?word=%E9%95%BF%E5%AE%89$/);
    } finally {
      await noScripts.close();
    }
  });

  test('the written page comes to life without asking the API for the home reply again', async ({
    page,
  }) => {
    const homeCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v3/web/api/home')) homeCalls.push(r.url());
    });
    await page.goto('/');
    // Hydrated: the carousel answers its dots (the second slide becomes the current one).
    const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(current).toHaveAttribute('aria-label', /^第1张/);
    await page.getByRole('button', { name: /^第2张：/ }).click();
    await expect(current).toHaveAttribute('aria-label', /^第2张/);
    expect(homeCalls).toEqual([]);
  });

  test('a title links to its detail page', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.locator('a[href^="/vod/detail/"]').first();
    await expect(firstCard).toBeVisible();
    expect(await firstCard.getAttribute('href')).toMatch(/^\/vod\/detail\/[A-Za-z0-9]+$/);
  });
});

test.describe('home page extras', () => {
  test('继续观看 lists what this device watched, resuming at its episode', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/v3/web/api/home')).json();
    const title = home.data.cardsGroup[1].cards[0] as { id: string; name: string };
    await page.addInitScript((mid) => {
      const playTime = Math.floor(Date.now() / 1000) - 60;
      const entry = { mid, playTime, ep: 1, position: 42, duration: 120 };
      localStorage.setItem('vod-history', JSON.stringify([entry]));
    }, title.id);
    await page.goto('/');
    const row = page.getByRole('region', { name: '继续观看' });
    // It arrives with the home page's extras, after the rows.
    await expect(row).toBeVisible({ timeout: 15_000 });
    const card = row.getByRole('link', { name: new RegExp(title.name) });
    await expect(card).toHaveAttribute('href', `/vod/play-official/${title.id}/1`);
    await expect(card).toContainText('00:42');
  });

  test('no 继续观看 for a first visit; 热播榜 ranks each channel; the footer links', async ({
    page,
  }) => {
    await page.goto('/');
    const ranking = page.getByRole('region', { name: '热播榜' });
    await expect(ranking).toBeVisible();
    await expect(page.getByRole('region', { name: '继续观看' })).toHaveCount(0);
    const tabs = ranking.getByRole('tab');
    await expect(tabs.first()).toHaveText('电影');
    await expect(ranking.getByRole('tabpanel').getByRole('listitem')).toHaveCount(10);
    await expect(ranking.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
      '第1名',
    );
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

    const footer = page.getByRole('navigation', { name: '网站信息' });
    await expect(footer.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'APP下载' })).toHaveAttribute(
      'href',
      '/download',
    );
    await footer.getByRole('button', { name: '关于我们' }).click();
    await expect(page.getByRole('dialog', { name: '关于星河影视' })).toBeVisible();
  });

  test('at 1440 px nothing floats over a row: side index and back-to-top keep clear', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the side index and the row arrows are desktop parts');
    await page.goto('/');
    await expect(page.locator('a[href^="/vod/detail/"]').first()).toBeVisible();
    await page.mouse.wheel(0, 1200);
    const index = page.getByRole('navigation', { name: '频道快速导航' });
    await expect(index).toBeVisible();
    const toTop = page.getByRole('button', { name: '返回顶部' });
    await expect(toTop).toBeVisible();
    const floating = [await toTop.boundingBox()];
    floating.push(await index.boundingBox());
    const arrows = page.getByRole('button', { name: /^向[左右]滚动/ });
    // A row's list clips its cards: its right edge is where the last visible card ends.
    const rows = page.locator('main section ul');
    const rightmost = Math.max(
      ...(await arrows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))),
      ...(await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))),
    );
    for (const box of floating) expect(rightmost).toBeLessThanOrEqual(box!.x);
  });
});

test('a detail page opened by its address shows the title, its cast and recommendations without asking the API for them', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/v3/web/api/home')).json();
  const { id } = home.data.cardsGroup[0].cards[0] as { id: string };
  const address = `/vod/detail/${id}`;
  await untilFirstDataIsEmbedded(request, address);
  const detail = (await (await request.get(`/web/v2/dianbo/collection/${id}`)).json()).data;
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/dianbo\/collection\/|\/collection\/actors\/|\/recommend\//.test(path)) asked.push(path);
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
  await expect(page.locator('a[href^="/person/"]').first()).toBeVisible();
  await expect(page.locator('a[href^="/vod/detail/"]').first()).toBeVisible();
  expect(asked).toEqual([]);
});

test.describe('phone navigation', { tag: PHONE }, () => {
  test('channel tabs reach every channel from home', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: '频道' });
    // The phone header and its tabs load just after the first paint.
    await expect(tabs.getByRole('link', { name: '推荐' })).toHaveAttribute('aria-current', 'page', {
      timeout: 15_000,
    });
    await expect(tabs.getByRole('link')).toHaveCount(9);
    await tabs.getByRole('link', { name: '纪录片' }).click();
    await expect(page).toHaveURL(/\/documentary$/);
    await expect(tabs.getByRole('link', { name: '纪录片' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('detail and player pages have 返回, and /invite has one in the page', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone layout (desktop pages have the header)');
    // Six page loads, one of them the player: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/');
    // A card of a row (the banner above them keeps sliding).
    const card = page.locator('main li a[href^="/vod/detail/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(href);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/$/);

    const id = href.split('/').pop();
    await page.goto(`/vod/detail/${id}`);
    await page.goto(`/vod/play-official/${id}/1`);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(`/vod/detail/${id}`);

    await page.goto('/');
    await page.goto('/invite');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
