/**
 * The HTML of every page route: the built index.html with the page's own title, description,
 * canonical URL and social tags written in (HTML-escaped), plus preload links for the page's chunk.
 * Any other path gets the same shell with the "page not found" head and status 404, or, for API-like
 * and file-like paths, a JSON 404 in the reply envelope.
 *
 * Page shells are rendered once at start-up; a page is finished (canonical URL and alternates
 * joined in, and the heads that name something: the search keyword, the title of a detail or
 * player page, heads/titleHeads.ts) on its first request and then kept as bytes with its
 * compressed variants (html/pageCache.ts), for the heads' freshness window, so a page asked again
 * costs little more than sending it. The not-found page is not kept: any path reaches it, and
 * a scan of made-up paths would push the real pages out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@xinghe/contracts/client';
import {
  ALTERNATES,
  alternateLinks,
  escapeHtml,
  fillHead,
  languageValues,
  localizedCanonical,
  metaOf,
  queryMetaOf,
} from '../../src/routes/head';
import {
  DEFAULT_SITE_LOCALE,
  localePrefix,
  localizedPath,
  SITE_LOCALES,
} from '../../src/routes/locales';
import { canonicalPath, pagePaths, type PageId, type PageModule } from '../../src/routes/paths';
import type { PageMeta } from '../../src/routes/pageMeta';
import { envelopeError } from '@xinghe/contracts';
import { createStyleInliner } from '../html/inlineStyles';
import { pagePreloadTags, readManifest } from '../manifest';
import { isApiPath } from '../apiPaths';
import { refuseOtherMethods } from '../methods';
import { createTitleHeads, type TitleHeads } from '../heads/titleHeads';
import { createFirstScreen, firstScreenSubjectOf, type FirstScreen } from '../heads/firstScreen';
import { NOTHING_TO_ASK } from '../heads/cache';
import { createPageCache, type PageCacheOptions } from '../html/pageCache';
import { HTML_TYPE, sendPage } from '../html/sendPage';
import { languageOf, type Language } from '../html/language';
import {
  loadAppRenderer,
  rootWithFirstData,
  scriptsAfterPaint,
  type AppRenderer,
} from '../html/appRenderer';
import { looksLikePhone } from '../html/device';
import type { FirstData } from '../../src/firstScreen/firstData';

export interface HtmlOptions {
  clientDir: string;
  /** Origin used in canonical and og:url, e.g. `https://www.example.com`; default: the request's. */
  publicOrigin?: string;
  /** The API the per-title heads are asked of (the host's upstream); none: generic heads only. */
  upstream?: string;
  /** The per-title heads (tests pass one with a slow or failing client). */
  titleHeads?: TitleHeads;
  /** The first-screen pictures to preload (tests pass one with a slow or failing client). */
  firstScreen?: FirstScreen;
  /** How finished pages are kept (tests pass a clock); the heads made here use the same clock. */
  pageCache?: PageCacheOptions;
  /** The app rendered on the host (default: the build's, when it has one; null: never). */
  appRenderer?: AppRenderer | null;
}

const CANONICAL = '{{canonical}}';
/** Where the app goes in index.html; a server-written first screen fills it. */
const ROOT = '<div id="root"></div>';
const NOINDEX = '<meta name="robots" content="noindex">';

/** A page's HTML split around its canonical URL placeholders. */
type PageShell = readonly string[];

function readTemplate(clientDir: string): string {
  try {
    return readFileSync(join(clientDir, 'index.html'), 'utf8');
  } catch (error) {
    throw new Error(
      `No built client at ${clientDir} (run "pnpm --filter @xinghe/site build" first)`,
      { cause: error },
    );
  }
}

/** The `<link>`s (and inlined stylesheets) a page's module needs in its head. */
type PreloadTags = (module: PageModule | null, locale: Locale) => string;

function buildShell(
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

/** One shell per language. */
const perLocale = (build: (locale: Locale) => PageShell) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, build(locale)])) as Record<
    Locale,
    PageShell
  >;

/** A page's route and the same route under each language prefix (`/en/`, `/en/movie`). */
function localizedPatterns(pattern: string): string[] {
  const prefixes = SITE_LOCALES.map(localePrefix).filter(Boolean);
  return [
    pattern,
    ...prefixes.flatMap((prefix) =>
      pattern === '/' ? [prefix, `${prefix}/`] : [`${prefix}${pattern}`],
    ),
  ];
}

/** Host names as browsers send them; anything else (a forged header) falls back to localhost. */
const validHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function requestOrigin(request: FastifyRequest): string {
  const host = validHost.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/** `/assets/x.js`, `/robots.txt`: a missing file, not a missing page. */
function isFileLike(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** Open Graph image of a page about one title: its poster, as an absolute URL. */
const imageTag = (url: string) => `<meta property="og:image" content="${escapeHtml(url)}">`;

/** The first screen's largest picture, fetched at once and first (it is the page's LCP). */
const preloadImageTag = (url: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;

/** Pages whose largest first-screen picture is the title's backdrop (the hero behind it). */
const BACKDROP_FIRST: ReadonlySet<PageId> = new Set(['vodDetail']);

/**
 * Pages that carry their first replies but are rendered by the browser. Measured with the
 * Lighthouse bench (5 interleaved runs each): a search page written by the host painted sooner
 * but laid out its 24 posters, actors and channels after that first paint, in one task of
 * 100-200 ms here (x4 in Lighthouse's model: TBT 100 -> 600-950 ms, performance 87 -> 79). Given
 * its replies, the browser's own first render needs no API round trip (89). A detail page is
 * drawn by the browser as before; its replies save the viewer the page's three API calls.
 */
const RENDERED_BY_BROWSER: ReadonlySet<PageId> = new Set(['search', 'vodDetail']);

/** Shells that differ only by a preload, built once per value (a first banner or poster). */
function createShellMemo(build: (locale: Locale, extra: string) => PageShell) {
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

const html: FastifyPluginAsync<HtmlOptions> = async (fastify, options) => {
  const { clientDir, publicOrigin, upstream } = options;
  const now = options.pageCache?.now;
  const titleHeads = options.titleHeads ?? (upstream ? createTitleHeads({ upstream, now }) : null);
  const firstScreen =
    options.firstScreen ??
    (upstream ? createFirstScreen({ upstream, now, detailOf: titleHeads?.detailOf }) : null);
  const pages = createPageCache(options.pageCache);
  const appRenderer =
    options.appRenderer === undefined
      ? await loadAppRenderer(clientDir, fastify.log)
      : options.appRenderer;
  const inlineStyles = createStyleInliner(clientDir);
  const template = inlineStyles(readTemplate(clientDir));
  const manifest = readManifest(clientDir);
  const preloadTags: PreloadTags = (module, locale) =>
    inlineStyles(pagePreloadTags(manifest, module, locale));
  const fixedOrigin = publicOrigin ? new URL(publicOrigin).origin : null;
  const originOf = (request: FastifyRequest) => fixedOrigin ?? requestOrigin(request);

  /** A shell with the request's canonical URL and alternates joined in. */
  const finish = (shell: PageShell, origin: string, language: Language) =>
    shell
      .join(escapeHtml(localizedCanonical(origin, language.location, language.locale)))
      .replace(ALTERNATES, alternateLinks(origin, language.location));

  for (const page of pagePaths) {
    const shells = perLocale((locale) =>
      buildShell(template, preloadTags, page.id, page.module, locale),
    );
    const shellWithPreload = createShellMemo((locale, extra) =>
      fillHead(
        template,
        { ...metaOf(page.id, locale), ...languageValues(locale) },
        preloadTags(page.module, locale) + extra,
      ).split(CANONICAL),
    );

    /** The page's HTML for a request, and until when it holds (the heads' answers it names). */
    async function render(
      request: FastifyRequest,
      language: Language,
      origin: string,
      meta: PageMeta | null,
    ): Promise<{ html: string; until: number }> {
      const { locale } = language;
      // A page about one title names it (asked of the API, cached, generic when it is slow).
      const params = request.params as Record<string, string | undefined>;
      const subject = firstScreenSubjectOf(page.id, language.location, params);
      // Both asked at once: a detail page waits for its head and its first replies together.
      const [titled, screen] = await Promise.all([
        titleHeads
          ? titleHeads.headOf(page.id, params, metaOf(page.id, locale), locale)
          : NOTHING_TO_ASK,
        firstScreen ? firstScreen.screenOf(subject) : NOTHING_TO_ASK,
      ]);
      const until = Math.min(titled.until, screen.until);
      // The page's first replies with its module and the layout the host guessed.
      const found = screen.value?.data;
      const data: FirstData | null = found
        ? { ...found, page: page.module, phone: looksLikePhone(request.headers) }
        : null;
      /** The template with the page's first replies, for the browser to render from. */
      const carrying = (replies: FirstData) =>
        template.replace(ROOT, rootWithFirstData(replies, locale));
      if (titled.value) {
        const head = titled.value;
        const image = new URL(head.image, `${origin}/`).href;
        const backdrop =
          BACKDROP_FIRST.has(page.id) && head.backdrop ? preloadImageTag(head.backdrop) : '';
        const extra = preloadTags(page.module, locale) + backdrop + imageTag(image);
        const own = fillHead(
          data ? carrying(data) : template,
          { ...head, ...languageValues(locale) },
          extra,
        );
        return { html: finish(own.split(CANONICAL), origin, language), until };
      }
      const preload = screen.value ? preloadImageTag(screen.value.picture) : '';
      // A head that names the query (the search keyword), with the first title's poster.
      const plainShell = () => {
        if (meta)
          return buildShell(template, preloadTags, page.id, page.module, locale, meta, preload);
        return preload ? shellWithPreload(locale, preload) : shells[locale];
      };
      if (data && RENDERED_BY_BROWSER.has(page.id)) {
        const withData = carrying(data);
        const shell = buildShell(
          withData,
          preloadTags,
          page.id,
          page.module,
          locale,
          meta ?? undefined,
          preload,
        );
        return { html: finish(shell, origin, language), until };
      }
      const written =
        data && appRenderer
          ? await appRenderer({
              url: request.url,
              base: language.fromUrl ? localePrefix(locale) : '',
              locale,
              data,
            })
          : null;
      // Not written (the render failed or was too slow): the browser renders this one, and the
      // next request tries again.
      if (data && appRenderer && !written) {
        return { html: finish(plainShell(), origin, language), until: 0 };
      }
      if (written) {
        const writtenShell = fillHead(
          scriptsAfterPaint(template.replace(ROOT, written)),
          { ...(meta ?? metaOf(page.id, locale)), ...languageValues(locale) },
          preload + scriptsAfterPaint(preloadTags(page.module, locale)),
        );
        return { html: finish(writtenShell.split(CANONICAL), origin, language), until };
      }
      return { html: finish(plainShell(), origin, language), until };
    }

    // Not async: a kept page is sent at once, without a promise to settle per request.
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      const language = languageOf(request);
      const { locale } = language;
      // A viewer whose stored choice or browser asks for another language than the default goes
      // to that language's own address: each address then has one language, and its canonical
      // URL is itself (the unprefixed one stays the default's and the x-default).
      if (!language.fromUrl && locale !== DEFAULT_SITE_LOCALE) {
        void reply
          .header('vary', 'Accept-Language, Cookie')
          .header('cache-control', 'no-cache')
          .redirect(localizedPath(locale, language.location), 302);
        return;
      }
      const origin = originOf(request);
      const meta = queryMetaOf(page.id, language.location, locale);
      // The route (play-thrid and play-official share canonical URLs, not heads), the language,
      // the origin, the canonical path, the searched keyword and whether a query is there (a
      // channel's first screen is named only without filters) decide every byte of the page.
      const query = language.location.includes('?') ? '?' : '';
      // A page the host renders, or whose replies it embeds, is for the phone or the wider layout.
      const device = looksLikePhone(request.headers) ? 'phone' : '';
      const key = `${page.id}\n${locale}\n${origin}\n${canonicalPath(language.location)}\n${meta?.title ?? ''}\n${query}\n${device}`;
      const kept = pages.get(key);
      if (kept) {
        sendPage(request, reply, kept, !language.fromUrl);
        return;
      }
      return render(request, language, origin, meta).then(({ html, until }) =>
        sendPage(request, reply, pages.put(key, html, until), !language.fromUrl),
      );
    };
    for (const pattern of localizedPatterns(page.pattern)) {
      // Compressed by sendPage, once per kept page, not by the per-request compression plugin; a
      // page request has no body to decompress either.
      fastify.get(pattern, { compress: false, decompress: false }, handler);
      refuseOtherMethods(fastify, pattern);
    }
  }

  const notFoundShells = perLocale((locale) =>
    buildShell(template, preloadTags, null, null, locale),
  );
  fastify.setNotFoundHandler((request, reply) => {
    const pathname = request.url.replace(/\?.*$/, '');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !isFileLike(pathname);
    if (!wantsPage) return reply.code(404).send(envelopeError(404));
    const language = languageOf(request);
    if (!language.fromUrl) reply.header('vary', 'Accept-Language, Cookie');
    return reply
      .code(404)
      .type(HTML_TYPE)
      .header('cache-control', 'no-cache')
      .send(finish(notFoundShells[language.locale], originOf(request), language));
  });
};

export default fp(html, { name: 'html' });
