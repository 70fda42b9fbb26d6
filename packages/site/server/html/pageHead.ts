/**
 * The head of a page's HTML: the built index.html with the page's title, description, language
 * values and social tags written in (HTML-escaped), its chunk's preloads and stylesheets, the
 * first screen's pictures, and last the request's canonical URL and alternates. What does not
 * depend on the request (the page's fixed head in each language, its preload tags) is made once,
 * at start-up; a request then only joins in what names it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@xinghe/contracts/client';
import {
  ALTERNATES,
  alternateLinks,
  escapeHtml,
  fillHead,
  languageValues,
  localizedCanonical,
  metaOf,
  type HeadValues,
} from '../../src/routes/head';
import { SITE_LOCALES } from '../../src/routes/locales';
import type { PageMeta } from '../../src/routes/pageMeta';
import type { PageModule, PageRecord } from '../../src/routes/paths';
import type { FirstData } from '../../src/firstScreen/firstData';
import type { TitleHead } from '../heads/titleHeads';
import { rootWithFirstData, scriptsAfterPaint } from './appRenderer';

const CANONICAL = '{{canonical}}';
/** Where the app goes in index.html; a server-written first screen fills it. */
const ROOT = '<div id="root"></div>';
const NOINDEX = '<meta name="robots" content="noindex">';

/** A page's HTML split around its canonical URL placeholders. */
export type PageShell = readonly string[];

/** The `<link>`s (and inlined stylesheets) a page's module needs in its head. */
export type PreloadTags = (module: PageModule | null, locale: Locale) => string;

export function readTemplate(clientDir: string): string {
  try {
    return readFileSync(join(clientDir, 'index.html'), 'utf8');
  } catch (error) {
    throw new Error(
      `No built client at ${clientDir} (run "pnpm --filter @xinghe/site build" first)`,
      { cause: error },
    );
  }
}

/** One value per language. */
const perLocale = <T>(build: (locale: Locale) => T) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, build(locale)])) as Record<Locale, T>;

/** `html` with `values` and `extra` in its head, split around its canonical URL. */
const shellOf = (html: string, values: Partial<HeadValues>, extra: string): PageShell =>
  fillHead(html, values, extra).split(CANONICAL);

/** A shell with the request's canonical URL and alternates joined in (`location`: no prefix). */
export const finishPage = (
  shell: PageShell,
  origin: string,
  locale: Locale,
  location: string,
): string =>
  shell
    .join(escapeHtml(localizedCanonical(origin, location, locale)))
    .replace(ALTERNATES, alternateLinks(origin, location));

/** The not-found page's shell in each language: no preloads, not to be indexed. */
export const notFoundShells = (template: string): Record<Locale, PageShell> =>
  perLocale((locale) =>
    shellOf(template, { ...metaOf(null, locale), ...languageValues(locale) }, NOINDEX),
  );

/** Open Graph image of a page about one title: its poster, as an absolute URL. */
const imageTag = (url: string) => `<meta property="og:image" content="${escapeHtml(url)}">`;

/**
 * A picture of the first screen, fetched before any script runs; `first`: the largest (the
 * page's LCP), fetched at once and before the others.
 */
const preloadImageTag = (url: string, first = true) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}"${first ? ' fetchpriority="high"' : ''}>`;

/** The first screen's pictures: the largest first, the others after it at normal priority. */
export const preloadPicturesTags = ({
  picture,
  alsoShown = [],
}: {
  picture: string;
  alsoShown?: string[];
}) => preloadImageTag(picture) + alsoShown.map((url) => preloadImageTag(url, false)).join('');

/** The shells of one page route, each the template with the page's head in one language. */
export interface PageHead {
  /** The page's own title and description in `locale` (a title's head falls back to them). */
  fixedMeta(locale: Locale): PageMeta;
  /** The browser renders the page: its fixed head, or `meta` (the query's), and `preload`. */
  plain(locale: Locale, meta: PageMeta | null, preload: string): PageShell;
  /** The page carries its first replies, for the browser to render from. */
  carrying(data: FirstData, locale: Locale, meta: PageMeta | null, preload: string): PageShell;
  /** The host wrote the first screen (`written`: `#root` and its data); its scripts come after. */
  written(written: string, locale: Locale, meta: PageMeta | null, preload: string): PageShell;
  /** A title's own head (its name, synopsis, poster and backdrop), with its replies if any. */
  titled(head: TitleHead, data: FirstData | null, locale: Locale, origin: string): PageShell;
}

export function createPageHead(
  template: string,
  preloadTags: PreloadTags,
  page: PageRecord,
): PageHead {
  // Made once: a request then crosses neither the manifest, the style inliner nor the page texts.
  const tags = perLocale((locale) => preloadTags(page.module, locale));
  const language = perLocale(languageValues);
  const meta = perLocale((locale) => metaOf(page.id, locale));
  const fixed = perLocale((locale) => ({ ...meta[locale], ...language[locale] }));
  const valuesOf = (locale: Locale, query: PageMeta | null) =>
    query ? { ...query, ...language[locale] } : fixed[locale];
  const shells = perLocale((locale) => shellOf(template, fixed[locale], tags[locale]));
  // A channel's first poster or the home banner changes rarely; searches name many posters, so
  // at most a few dozen are kept and the memo starts again past that.
  const withPreload = new Map<string, PageShell>();
  const carryingTemplate = (data: FirstData, locale: Locale) =>
    template.replace(ROOT, rootWithFirstData(data, locale));

  return {
    fixedMeta: (locale) => meta[locale],
    plain(locale, query, preload) {
      if (query) return shellOf(template, valuesOf(locale, query), tags[locale] + preload);
      if (!preload) return shells[locale];
      const key = `${locale} ${preload}`;
      let shell = withPreload.get(key);
      if (!shell) {
        if (withPreload.size >= 64) withPreload.clear();
        shell = shellOf(template, fixed[locale], tags[locale] + preload);
        withPreload.set(key, shell);
      }
      return shell;
    },
    carrying: (data, locale, query, preload) =>
      shellOf(carryingTemplate(data, locale), valuesOf(locale, query), tags[locale] + preload),
    written: (written, locale, query, preload) =>
      shellOf(
        scriptsAfterPaint(template.replace(ROOT, written)),
        valuesOf(locale, query),
        preload + scriptsAfterPaint(tags[locale]),
      ),
    titled(head, data, locale, origin) {
      const image = new URL(head.image, `${origin}/`).href;
      const backdrop =
        page.lcp === 'backdrop' && head.backdrop ? preloadImageTag(head.backdrop) : '';
      return shellOf(
        data ? carryingTemplate(data, locale) : template,
        { ...head, ...language[locale] },
        tags[locale] + backdrop + imageTag(image),
      );
    },
  };
}
