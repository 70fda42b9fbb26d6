/**
 * The page's language in the browser: the host chose it (URL prefix, stored choice,
 * Accept-Language; see routes/locales.ts) and wrote it into `<html lang>`. Switching reloads the
 * same page in the other language, so every part of the page reads one language for its life.
 */
import type { Locale } from '@xinghe/contracts/client';
import {
  DEFAULT_SITE_LOCALE,
  isSiteLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localePrefix,
  localizedPath,
  splitLocalePath,
} from './routes/locales';

export interface PageLanguage {
  locale: Locale;
  /** The router's base: the language prefix the URL came with (`/en`), or none. */
  base: string;
}

export function pageLanguage(): PageLanguage {
  const lang = document.documentElement.lang;
  const locale = isSiteLocale(lang) ? lang : DEFAULT_SITE_LOCALE;
  const prefixed = splitLocalePath(window.location.pathname).locale;
  return { locale, base: prefixed ? localePrefix(prefixed) : '' };
}

/** The current location without its language prefix (what routes and the head match). */
export const unprefixedPath = (): string => splitLocalePath(window.location.pathname).path;

/** The part of the Cookie Store API used here (not in every browser, nor on plain-http hosts). */
interface CookieStoreLike {
  set(cookie: {
    name: string;
    value: string;
    path: string;
    expires: number;
    sameSite: 'lax';
  }): Promise<void>;
}

/**
 * Stores the choice before the page goes: Chromium sends a `document.cookie` write to its network
 * service on its own, and a navigation started at once can overtake it (the next page then arrives
 * in the old language). `cookieStore.set` settles once the cookie is stored.
 */
async function storeChoice(locale: Locale) {
  const store = (window as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      await store.set({
        name: LOCALE_COOKIE,
        value: locale,
        path: '/',
        expires: Date.now() + LOCALE_COOKIE_MAX_AGE * 1000,
        sameSite: 'lax',
      });
      return;
    } catch {
      // refused (an unusual context): the classic write below
    }
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Keeps `locale` as the viewer's choice and opens the current page in it: its prefix (none for
 * zh-CN), the same path, query and hash.
 */
export async function switchLanguage(locale: Locale) {
  await storeChoice(locale);
  const { search, hash } = window.location;
  window.location.assign(localizedPath(locale, unprefixedPath()) + search + hash);
}
