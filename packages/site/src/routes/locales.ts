/**
 * Which language a request is shown in, decided once by the host and written into `<html lang>`
 * (the browser reads it back before its first render; see main.tsx):
 *
 *   1. the URL's language prefix: `/zh-TW/...` or `/en/...` (zh-CN, the default, has none: its
 *      URLs are the site's URLs as they have always been);
 *   2. else the viewer's stored choice, the `xh_lang` cookie the language switcher sets (a cookie,
 *      not localStorage, so the host sees it and writes the right head);
 *   3. else the browser's Accept-Language (zh-TW, zh-HK, zh-MO and zh-Hant read Traditional;
 *      other Chinese reads Simplified; English reads English), in the order of its q-values;
 *   4. else zh-CN.
 *
 * A query (`?lang=`) is not used: a prefix gives each language its own URL for search engines
 * (hreflang alternates and canonical URLs, see head.ts) and survives the app's own navigation.
 * No DOM here: the host, the Vite dev server and the browser share it.
 */
import type { Locale } from '@xinghe/contracts/client';

/**
 * The contract's `LOCALES`, written out because the Vite config loads this file with Node, which
 * cannot import the contracts' TypeScript; the two checks below keep the lists equal.
 */
export const SITE_LOCALES = ['zh-CN', 'zh-TW', 'en'] as const satisfies readonly Locale[];
const everyLocale: [Exclude<Locale, (typeof SITE_LOCALES)[number]>] extends [never] ? true : never =
  true;
void everyLocale;

export const DEFAULT_SITE_LOCALE: Locale = 'zh-CN';

/** The stored choice: a year, the whole site, sent with top-level navigations. */
export const LOCALE_COOKIE = 'xh_lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export const isSiteLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);

/** The path prefix of a language: none for zh-CN, `/zh-TW`, `/en`. */
export const localePrefix = (locale: Locale): string => (locale === 'zh-CN' ? '' : `/${locale}`);

const PREFIXED = /^\/(zh-TW|en)(?=\/|$|\?|#)/;

/** `/en/movie?x` → en and `/movie?x`; `/en` → en and `/`; `/movie` → null and `/movie`. */
export function splitLocalePath(location: string): { locale: Locale | null; path: string } {
  const match = PREFIXED.exec(location);
  if (!match) return { locale: null, path: location };
  const rest = location.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The same page in `locale`: `location` is a path without a language prefix. */
export const localizedPath = (locale: Locale, location: string): string => {
  const prefix = localePrefix(locale);
  return prefix && location === '/' ? `${prefix}/` : prefix + location;
};

export function localeFromCookie(header: string | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isSiteLocale(value)) return value;
  }
  return null;
}

/** The language of one Accept-Language tag, or null for a language the site is not in. */
function localeOfTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) {
    return /^zh-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

export interface LocaleSources {
  /** The request's path (with query). */
  location: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The language of a request, and whether the URL named it (else the reply varies by headers). */
export function chooseLocale(
  { location, cookie, acceptLanguage }: LocaleSources,
  /** Reads Accept-Language (the host passes one that remembers each header's answer). */
  fromAcceptLanguage: (header: string | undefined) => Locale | null = localeFromAcceptLanguage,
): {
  locale: Locale;
  fromUrl: boolean;
} {
  const prefixed = splitLocalePath(location).locale;
  if (prefixed) return { locale: prefixed, fromUrl: true };
  return {
    locale: localeFromCookie(cookie) ?? fromAcceptLanguage(acceptLanguage) ?? DEFAULT_SITE_LOCALE,
    fromUrl: false,
  };
}

/** `<html lang>`, hreflang and og:locale of each language. */
export const htmlLang: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en' };
export const ogLocale: Record<Locale, string> = { 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', en: 'en_US' };
