/**
 * Page shells: the built index.html with a page's head written in, split around its canonical URL
 * placeholders so the request's origin can be joined in last. Built once per page and language at
 * start-up, or once per preloaded picture (createShellMemo).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@xinghe/contracts/client';
import { escapeHtml, fillHead, languageValues, metaOf } from '../../src/routes/head';
import { SITE_LOCALES } from '../../src/routes/locales';
import type { PageId, PageModule } from '../../src/routes/paths';

export const CANONICAL = '{{canonical}}';
/** Where the app goes in index.html; a server-written first screen fills it. */
export const ROOT = '<div id="root"></div>';
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

/** A page's shell; `id` null is the not-found page (no preloads, not to be indexed). */
export function buildShell(
  template: string,
  preloadTags: PreloadTags,
  id: PageId | null,
  module: PageModule | null,
  locale: Locale,
  meta = metaOf(id, locale),
  preload = '',
): PageShell {
  const extra = id === null ? NOINDEX : preloadTags(module, locale) + preload;
  return fillHead(template, { ...meta, ...languageValues(locale) }, extra).split(CANONICAL);
}

/** One shell (or head tags) per language. */
export const perLocale = <T = PageShell>(build: (locale: Locale) => T) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, build(locale)])) as Record<Locale, T>;

/** Shells that differ only by a preload, built once per value (a first banner or poster). */
export function createShellMemo(build: (locale: Locale, extra: string) => PageShell) {
  const shells = new Map<string, PageShell>();
  return (locale: Locale, extra: string) => {
    const key = `${locale} ${extra}`;
    let shell = shells.get(key);
    if (!shell) {
      // A channel's first poster or the home banner changes rarely; searches name many posters,
      // so at most a few dozen are kept and the memo starts again past that.
      if (shells.size >= 64) shells.clear();
      shell = build(locale, extra);
      shells.set(key, shell);
    }
    return shell;
  };
}

/** Open Graph image of a page about one title: its poster, as an absolute URL. */
export const imageTag = (url: string) => `<meta property="og:image" content="${escapeHtml(url)}">`;

/**
 * A picture of the first screen, fetched before any script runs; `first`: the largest (the
 * page's LCP), fetched at once and before the others.
 */
export const preloadImageTag = (url: string, first = true) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}"${first ? ' fetchpriority="high"' : ''}>`;

/** The first screen's pictures: the largest first, the others after it at normal priority. */
export const preloadPicturesTags = ({
  picture,
  alsoShown = [],
}: {
  picture: string;
  alsoShown?: string[];
}) => preloadImageTag(picture) + alsoShown.map((url) => preloadImageTag(url, false)).join('');
