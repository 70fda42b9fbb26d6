/**
 * The `test` of the journeys: Playwright's own, with the daily popup (SPEC section 4) marked as
 * already shown today in every page of the test's context, so a journey about something else is
 * not interrupted by the modal 500 ms after its first page. `e2e/account.spec.ts` tests the popup
 * itself with Playwright's plain `test`.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

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

export const test = base.extend({
  context: async ({ context }, provide) => {
    await markDailyPopupShown(context);
    await provide(context);
  },
});
