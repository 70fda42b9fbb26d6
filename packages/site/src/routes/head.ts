/**
 * A page's head (title, description, canonical URL, social tags) as plain values, and the filling of
 * index.html's `{{placeholders}}` with them. Shared by the host (which writes the head of every HTML
 * reply) and by the Vite dev server; the browser updates the same values on navigation
 * (see `documentHead.ts`). No DOM and no React here.
 */
import type { Locale } from '@xinghe/contracts/client';
import { htmlLang, localizedPath, ogLocale, SITE_LOCALES } from './locales';
import { canonicalPath, type PageId } from './paths';
import {
  notFoundMetaIn,
  pageMetaIn,
  searchResultsMetaIn,
  siteNameIn,
  type PageMeta,
} from './pageMeta';

export interface HeadValues {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** `<html lang>`, og:locale and og:site_name of the page's language. */
  lang?: string;
  ogLocale?: string;
  siteName?: string;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and inside quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

export function metaOf(id: PageId | null, locale: Locale = 'zh-CN'): PageMeta {
  return id ? pageMetaIn(locale, id) : notFoundMetaIn(locale);
}

/** The placeholders of a language: `<html lang>`, og:locale, og:site_name. */
export const languageValues = (locale: Locale) => ({
  lang: htmlLang[locale],
  ogLocale: ogLocale[locale],
  siteName: siteNameIn(locale),
});

/** The canonical URL of a location (without a language prefix) in `locale`. */
export const localizedCanonical = (origin: string, location: string, locale: Locale): string =>
  canonicalUrl(origin, localizedPath(locale, canonicalPath(location)));

/**
 * `<link rel="alternate" hreflang>` of the page in every language, and `x-default` (the
 * unprefixed URL, which picks the language from the viewer's choice or browser), so search engines
 * index all three and send each reader to theirs.
 */
export function alternateLinks(origin: string, location: string): string {
  const links = SITE_LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${htmlLang[locale]}" href="${escapeHtml(localizedCanonical(origin, location, locale))}">`,
  );
  const fallback = escapeHtml(localizedCanonical(origin, location, 'zh-CN'));
  return [...links, `<link rel="alternate" hreflang="x-default" href="${fallback}">`].join('');
}

/**
 * The absolute canonical URL of a location on `origin`. A raw request line may start its path with
 * what URL reads as another host: `//evil.example/x`, and also `/\\evil.example` or a tab before a
 * slash (URL takes a backslash for a slash and drops tabs and newlines). Those leading characters
 * are collapsed to one slash first, and the result is checked to be on `origin` all the same; `URL`
 * percent-encodes whatever else the line carried (quotes, angle brackets, spaces).
 */
export function canonicalUrl(origin: string, location: string): string {
  const path = canonicalPath(location).replace(/^[/\\\t\n\r]+/, '/');
  const base = origin.replace(/\/$/, '');
  // The common case needs no parsing: a plain path is already what URL would produce.
  if (plainPath.test(path)) return base + path;
  const url = new URL(path, origin);
  return url.origin === new URL(origin).origin ? url.href : `${base}/`;
}

/** Characters that URL leaves as they are in a path (no dot segments: those URL resolves). */
const plainPath = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~%!$&'()*+,;=:@]*)+$|^\/$/;

/**
 * SPEC section 5: a keyword has at most 20 characters. Written here rather than imported: the Vite
 * config loads this file with Node, which cannot import the contracts' TypeScript.
 */
const KEYWORD_MAX_LENGTH = 20;

/**
 * The keyword of a search location's `?word=`, trimmed and cut to the 20 characters a keyword may
 * have ('' when there is none).
 */
export function searchWordOf(location: string): string {
  const query = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const raw = new URLSearchParams(query.replace(/#.*$/, '')).get('word') ?? '';
  return [...raw.trim()].slice(0, KEYWORD_MAX_LENGTH).join('').trim();
}

/**
 * The head of a page that depends on the query: the search results of `?word=`. null: the page's
 * fixed head applies.
 */
export function queryMetaOf(
  id: PageId | null,
  location: string,
  locale: Locale = 'zh-CN',
): PageMeta | null {
  if (id !== 'search') return null;
  const word = searchWordOf(location);
  // A keyword spelling a placeholder would be filled in by fillHead: such a page keeps the fixed head.
  if (!word || /\{\{|\}\}/.test(word)) return null;
  return searchResultsMetaIn(locale, word);
}

/** The head of a location (without a language prefix) shown in `locale`. */
export function headFor(
  id: PageId | null,
  origin: string,
  location: string,
  locale: Locale = 'zh-CN',
): HeadValues {
  const meta = queryMetaOf(id, location, locale) ?? metaOf(id, locale);
  return {
    ...meta,
    ...languageValues(locale),
    canonical: localizedCanonical(origin, location, locale),
  };
}

/** The placeholders index.html carries (HTML-escaped); `{{alternates}}` takes trusted markup. */
export const HEAD_PLACEHOLDERS = [
  'title',
  'description',
  'canonical',
  'lang',
  'ogLocale',
  'siteName',
] as const;
export const ALTERNATES = '{{alternates}}';

/**
 * index.html with `{{title}}`, `{{description}}` and `{{canonical}}` replaced (HTML-escaped) and
 * `extraHead` (trusted markup built by the caller) added at the end of the head, after the entry's
 * own script and stylesheet so the cascade keeps its order. Values not given are left as
 * placeholders, which lets the host fill the per-page parts once and the per-request canonical later.
 */
export function fillHead(
  template: string,
  values: Partial<HeadValues>,
  extraHead?: string,
): string {
  let html = template;
  for (const key of HEAD_PLACEHOLDERS) {
    const value = values[key];
    if (value !== undefined) html = html.replaceAll(`{{${key}}}`, escapeHtml(value));
  }
  if (extraHead) html = html.replace('</head>', `${extraHead}</head>`);
  return html;
}
