/**
 * What the service worker and the site agree on: the cache that holds offline downloads, which
 * requests it may answer, and the offline pages. No DOM and no imports: the service worker, the
 * site and the build all read it.
 */

/** Cache Storage of offline downloads: each playlist, init and segment under its URL as fetched. */
export const DOWNLOADS_CACHE = 'xinghe-downloads-v1';
/** Pages seen, answered from here when the network is down. */
export const PAGES_CACHE = 'xinghe-pages-v1';
/** Posters and other pictures of the API, capped (sw.ts). */
export const IMAGES_CACHE = 'xinghe-images-v1';

/** Signed media of the API: never cached, except what an offline download stored. */
export const MEDIA_PATH = /^\/api\/media\//;
export const IMAGES_PATH = /^\/api\/images\//;

/** 我的下载 in any language (`/downloads`, `/en/downloads`): the page that plays downloads. */
export const DOWNLOADS_PAGE = /^(?:\/(?:zh-TW|en))?\/downloads\/?$/;

/** 我的下载 in each language, as the worker keeps it from its install. */
export const DOWNLOADS_PAGES = ['/downloads', '/zh-TW/downloads', '/en/downloads'];

/** The offline page of a language, written by the build (scripts/appIcons.ts). */
export const offlinePageFile = (locale: 'zh-CN' | 'zh-TW' | 'en') => `offline/${locale}.html`;

/** The language of a path by its prefix, as routes/locales.ts reads it. */
export function localeOfPath(pathname: string): 'zh-CN' | 'zh-TW' | 'en' {
  const prefix = /^\/(zh-TW|en)(?=\/|$)/.exec(pathname)?.[1];
  return prefix === 'zh-TW' || prefix === 'en' ? prefix : 'zh-CN';
}

/** What a page asks the waiting service worker to do: take over (after 刷新). */
export const SKIP_WAITING = 'SKIP_WAITING';
