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

/**
 * Keeps `locale` as the viewer's choice and opens the current page in it: its prefix (none for
 * zh-CN), the same path, query and hash.
 */
export function switchLanguage(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  const { search, hash } = window.location;
  window.location.assign(localizedPath(locale, unprefixedPath()) + search + hash);
}
