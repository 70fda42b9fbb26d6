/**
 * A page's HTML, head and app: the built index.html with the page's head written in, and its
 * `#root` left to the browser, given the page's first replies to render from, or written here.
 *
 * The head: the page's title, description, language values and social tags (HTML-escaped), its
 * chunk's preloads and stylesheets, the first screen's pictures, and last the request's canonical
 * URL and alternates. What does not depend on the request (the page's fixed head in each
 * language, its preload tags) is made once, at start-up; a request then only joins in what names
 * it.
 *
 * The app, for pages whose first screen the host has the replies of (the home page): the browser
 * paints it with the HTML and hydrates it, instead of painting only once the entry, the page's
 * chunk and its API call have come. It is the SSR build of src/firstScreen/serverRender.tsx,
 * beside the client build (`dist/server`). A build without it (the host's tests' fake builds) has
 * pages the browser renders, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
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
import { FIRST_DATA_ID, type FirstData } from '../../src/firstScreen/firstData';
import type * as ServerRender from '../../src/firstScreen/serverRender';
import { toTraditional } from '../content/traditional';
import type { TitleHead } from '../heads/titleHeads';

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

// The app: its first replies as the page carries them, or rendered here.

export const SERVER_RENDER_FILE = join('..', 'server', 'serverRender.js');

/** A first screen as the page carries it: `#root` with the app's HTML, and the data it came from. */
export type WrittenScreen = string;

export interface ScreenRequest {
  url: string;
  base: string;
  locale: Locale;
  data: FirstData;
}

export type AppRenderer = (request: ScreenRequest) => Promise<WrittenScreen | null>;

/** `<` written as `\u003c`: no `</script>` (nor `<!--`) in the data can end its element early. */
const jsonInHtml = (json: string) => json.replace(/</g, '\\u003c');

/**
 * React writes preload hints for the pictures it renders first, at the start of a part of a page.
 * The page's head already preloads the one that matters (the first banner); the posters' would
 * only take bandwidth from it.
 */
const LEADING_LINKS = /^(?:<link [^>]*>)*/;

/**
 * A page the host wrote paints without any script: its scripts only make it interactive. Asked
 * for at low priority, they leave the bandwidth to the HTML and the first picture first.
 */
export const scriptsAfterPaint = (html: string): string =>
  html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');

/**
 * The replies as a page carries them: a zh-TW viewer's in Traditional characters, as the proxy
 * would have sent them.
 */
const firstDataJson = (data: FirstData, locale: Locale): string => {
  const plain = JSON.stringify(data);
  return locale === 'zh-TW' ? toTraditional(plain) : plain;
};

const firstDataScript = (json: string) =>
  `<script type="application/json" id="${FIRST_DATA_ID}">${jsonInHtml(json)}</script>`;

/**
 * An empty `#root` and the replies the page would ask for first: the browser renders the page at
 * once from them, without asking the API (main.tsx).
 */
export const rootWithFirstData = (data: FirstData, locale: Locale): string =>
  `<div id="root"></div>${firstDataScript(firstDataJson(data, locale))}`;

/** A render that takes longer than this leaves the page to the browser. */
const RENDER_LIMIT_MS = 1_000;

export async function loadAppRenderer(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<AppRenderer | null> {
  const file = join(clientDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return null;
  const { renderFirstScreen } = (await import(pathToFileURL(file).href)) as typeof ServerRender;

  return async ({ url, base, locale, data }) => {
    const json = firstDataJson(data, locale);
    // Not AbortSignal.timeout: a render that finished must not be aborted (React logs it).
    const limit = new AbortController();
    const timer = setTimeout(
      () => limit.abort(new Error('the render took too long')),
      RENDER_LIMIT_MS,
    );
    try {
      const html = await renderFirstScreen(
        { url, base, locale, data: JSON.parse(json) as FirstData },
        limit.signal,
      );
      const app = html.replace(LEADING_LINKS, '');
      return `<div id="root">${app}</div>${firstDataScript(json)}`;
    } catch (error) {
      log.warn({ err: error, url }, 'the first screen was not rendered; the browser renders it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
