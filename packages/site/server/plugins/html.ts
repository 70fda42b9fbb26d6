/**
 * The HTML of every page route: the built index.html with the page's own title, description,
 * canonical URL and social tags written in (HTML-escaped), plus preload links for the page's chunk.
 * Any other path gets the same shell with the "page not found" head and status 404, or, for API-like
 * and file-like paths, a JSON 404 in the reply envelope.
 *
 * This plugin only sets the routes up. Each page's shells are made once, here (html/pageHtml.ts);
 * a request is answered by its route (html/pageRoute.ts: the request read, the page kept for that
 * input or rendered and kept, then sent), kept as bytes with its compressed variants
 * (keptBytes.ts) for the page's freshness (its record). The not-found page is not kept: any path
 * reaches it, and a scan of made-up paths would push the real pages out.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { localePrefix, SITE_LOCALES } from '../../src/routes/locales';
import { pagePaths, type PagePath, type PageRecord } from '../../src/routes/paths';
import { envelopeError } from '@xinghe/contracts';
import { createStyleInliner } from '../html/inlineStyles';
import { pagePreloadTags, readManifest } from '../manifest';
import { isApiPath } from '../apiPaths';
import { refuseOtherMethods } from '../methods';
import { createTitleHeads, type TitleHeads } from '../heads/titleHeads';
import { createFirstScreen, type FirstScreen } from '../heads/asking';
import { createPageCache, type PageCacheOptions } from '../keptBytes';
import { languageOf, originOf } from '../requestHeaders';
import {
  createPageHead,
  finishPage,
  loadAppRenderer,
  notFoundShells,
  readTemplate,
  type AppRenderer,
  type PreloadTags,
} from '../html/pageHtml';
import { createPageRoute, HTML_TYPE } from '../html/pageRoute';
import { EMBEDDABLE_PAGES, embeddableRoute } from './security';

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

/** `/assets/x.js`, `/robots.txt`: a missing file, not a missing page. */
function isFileLike(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

const html: FastifyPluginAsync<HtmlOptions> = async (fastify, options) => {
  const { clientDir, upstream } = options;
  const now = options.pageCache?.now;
  const titleHeads = options.titleHeads ?? (upstream ? createTitleHeads({ upstream, now }) : null);
  const firstScreen =
    options.firstScreen ??
    (upstream ? createFirstScreen({ upstream, now, detailOf: titleHeads?.detailOf }) : null);
  await firstScreen?.ready;
  const pages = createPageCache(options.pageCache);
  const appRenderer =
    options.appRenderer === undefined
      ? await loadAppRenderer(clientDir, fastify.log)
      : options.appRenderer;
  const inlineStyles = createStyleInliner(clientDir);
  const template = inlineStyles(readTemplate(clientDir));
  const manifest = readManifest(clientDir);
  // Asked once per page and language, at start-up (pageHtml.ts).
  const preloadTags: PreloadTags = (module, locale) =>
    inlineStyles(pagePreloadTags(manifest, module, locale));
  const publicOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : null;

  for (const page of pagePaths as readonly PageRecord[]) {
    const { handler } = createPageRoute(
      {
        head: createPageHead(template, preloadTags, page),
        pages,
        publicOrigin,
        titleHeads,
        firstScreen,
        appRenderer,
        now: now ?? Date.now,
      },
      page,
    );
    const { filteredPattern } = page as PagePath;
    const patterns = filteredPattern ? [page.pattern, filteredPattern] : [page.pattern];
    for (const pattern of patterns.flatMap(localizedPatterns)) {
      // Compressed once per kept page (keptBytes.ts), not by the per-request compression plugin;
      // a page request has no body to decompress either.
      fastify.get(
        pattern,
        {
          compress: false,
          decompress: false,
          ...(EMBEDDABLE_PAGES.has(page.id) ? embeddableRoute : {}),
        },
        handler,
      );
      refuseOtherMethods(fastify, pattern);
    }
  }

  const notFound = notFoundShells(template);
  fastify.setNotFoundHandler((request, reply) => {
    const pathname = request.url.replace(/\?.*$/, '');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !isFileLike(pathname);
    if (!wantsPage) return reply.code(404).send(envelopeError(404));
    const { locale, fromUrl, location } = languageOf(request);
    if (!fromUrl) reply.header('vary', 'Accept-Language, Cookie');
    return reply
      .code(404)
      .type(HTML_TYPE)
      .header('cache-control', 'no-cache')
      .send(finishPage(notFound[locale], originOf(request, publicOrigin), locale, location));
  });
};

export default fp(html, { name: 'html' });
