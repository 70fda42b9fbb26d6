/**
 * The `test` of the journeys: Playwright's own, with the daily popup (SPEC section 4) marked as
 * already shown today in every page of the test's context, so a journey about something else is
 * not interrupted by the modal 500 ms after its first page. `e2e/account.spec.ts` tests the popup
 * itself with Playwright's plain `test`.
 *
 * Every journey also checks that the pages the host wrote were hydrated as written: a part the
 * browser had to render again (a session, a history or a layout the server could not know, read
 * before hydration ended) fails it. And a journey acts on a page the host wrote once it has come
 * to life: until its scripts have run, its links work but its buttons do nothing yet, as for a
 * viewer who clicks in that moment.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { FIRST_DATA_ID, RENDERED_AGAIN } from '../../packages/site/src/firstScreen/firstData';

export * from '@playwright/test';

/** Seeds `pop_time` = {today, isOpen: true} before any script of the page runs (unless set). */
export async function markDailyPopupShown(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    try {
      if (localStorage.getItem('pop_time')) return;
      // The site's calendar day: the browser's local date as YYYY-MM-DD.
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      localStorage.setItem('pop_time', JSON.stringify({ date, isOpen: true }));
    } catch {
      // about:blank and other opaque origins have no storage
    }
  });
}

/**
 * Until the host embeds a page's first replies: it waits briefly for a cold API, serves the page
 * without them, and keeps the answer for the next request.
 */
export async function untilFirstDataIsEmbedded(request: APIRequestContext, address: string) {
  await expect
    .poll(async () => (await request.get(address)).text(), { timeout: 15_000 })
    .toContain(`id="${FIRST_DATA_ID}"`);
}

/** Waits for the app to take over a page the host wrote (`data-app-ready`, set by the app). */
async function untilWrittenPageIsLive(page: Page) {
  if ((await page.locator(`#${FIRST_DATA_ID}`).count()) === 0) return;
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    await markDailyPopupShown(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await untilWrittenPageIsLive(page);
          return response;
        },
      });
    }
    const renderedAgain: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(RENDERED_AGAIN)) renderedAgain.push(message.text());
    });
    await provide(page);
    expect(renderedAgain, 'parts of a server-written page the browser rendered again').toEqual([]);
  },
});
