import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PHONE } from './support/tags';
import { TOP_SERIES } from './support/titles';

/**
 * An English viewer reads no Chinese interface text: every closed list (genres, badges, lines,
 * live groups, sports categories and tournaments, rounds, VIP packages, roles) and every label is
 * in English on the pages a new viewer opens first. Only the API's content stays Chinese (titles,
 * synopses, people's and channels' names, programmes), and the page marks it with `lang="zh-CN"`;
 * the scan reads every visible text outside such an element. On a 繁體中文 page the same labels
 * are in Traditional characters (Simplified-only ones would show the lists were left out).
 */

// Several pages per journey, each with its lazy parts.
test.beforeEach(() => test.setTimeout(120_000));

const HAN = /\p{Script=Han}/u;

/** Visible texts with Chinese in them that are not marked as the API's content. */
function unmarkedChinese(page: Page, pattern: RegExp): Promise<string[]> {
  return page.evaluate(
    ({ source, flags }) => {
      const chinese = new RegExp(source, flags);
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !chinese.test(text) || !parent?.checkVisibility()) continue;
        const marked = parent.closest('[lang]')?.getAttribute('lang') ?? '';
        if (marked === document.documentElement.lang) found.add(text);
      }
      return [...found];
    },
    { source: pattern.source, flags: pattern.flags },
  );
}

async function castMemberOf(page: Page, titleId: string): Promise<number> {
  const reply = await page.request.get(`/metadata/v1/collection/actors/${titleId}`);
  const cast = (await reply.json()).data.list as { id: number }[];
  return cast[0]!.id;
}

const PAGES = ['/', '/movie', '/vip', '/sports', '/live', '/live/cctv1'];

test('an English viewer reads every label in English', { tag: PHONE }, async ({ page }) => {
  const person = await castMemberOf(page, TOP_SERIES);
  for (const path of [...PAGES, `/vod/detail/${TOP_SERIES}`, `/person/${person}`]) {
    await page.goto(`/en${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main')).toBeVisible();
    // The page's lazy parts arrive after the first paint: the scan waits for them.
    await expect.poll(() => unmarkedChinese(page, HAN), { message: path }).toEqual([]);
    await expect(page).toHaveTitle(/^Xinghe TV - /);
  }
});

// Characters that exist only in Simplified (as in i18n.spec.ts), for the labels of a zh-TW page.
const SIMPLIFIED_ONLY = /[这们国说爱电视书长门车马鸟发录简体剧综艺动网页时间点击热线蓝级轮]/u;

test('a 繁體中文 viewer reads the same labels in Traditional characters', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(`/zh-TW${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.locator('main')).toBeVisible();
    await expect.poll(() => unmarkedChinese(page, SIMPLIFIED_ONLY), { message: path }).toEqual([]);
  }
});
