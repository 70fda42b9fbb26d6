/**
 * The site's name in each language and the title of a page about one thing, in a module of its
 * own so the pages that name things do not carry every page's head texts (pageMeta.ts).
 */
import type { Locale } from '@xinghe/contracts/client';

export const SITE_NAME = '星河影视';

const siteNames: Record<Locale, string> = {
  'zh-CN': SITE_NAME,
  'zh-TW': '星河影視',
  en: 'Xinghe TV',
};

export const siteNameIn = (locale: Locale): string => siteNames[locale];

/**
 * The document title of a page about one thing (a title, an episode) once its name is known:
 * `星河影视 - 庆余年 第3集`, `Xinghe TV - …`. The host's HTML keeps the page's generic title.
 */
export const namedTitleIn = (locale: Locale, name: string): string =>
  `${siteNames[locale]} - ${name}`;
