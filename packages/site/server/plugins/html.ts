/**
 * The HTML of every page route: the built index.html with the page's own title, description,
 * canonical URL and social tags written in (HTML-escaped), plus preload links for the page's chunk.
 * Any other path gets the same shell with the "page not found" head and status 404, or, for API-like
 * and file-like paths, a JSON 404 in the reply envelope.
 *
 * Page shells are rendered once at start-up (html/pageShells.ts). A page is finished on its first
 * request (html/renderPage.ts: the canonical URL and alternates joined in, the heads that name
 * something, heads/titleHeads.ts, and its first replies) and then kept as bytes with its
 * compressed variants (html/pageCache.ts), under the render's own input, for the page's freshness
 * (its record), so a page asked again costs little more than sending it. The not-found page is not
 * kept: any path reaches it, and a scan of made-up paths would push the real pages out.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALTERNATES, alternateLinks, escapeHtml, localizedCanonical } from '../../src/routes/head';
import {
  DEFAULT_SITE_LOCALE,
  localePrefix,
  localizedPath,
  SITE_LOCALES,
} from '../../src/routes/locales';
import { pagePaths, type PagePath, type PageRecord } from '../../src/routes/paths';
import { envelopeError } from '@xinghe/contracts';
import { createStyleInliner } from '../html/inlineStyles';
import { pagePreloadTags, readManifest } from '../manifest';
import { isApiPath } from '../apiPaths';
import { refuseOtherMethods } from '../methods';
import { createTitleHeads, type TitleHeads } from '../heads/titleHeads';
import { createFirstScreen, type FirstScreen } from '../heads/firstScreen';
import { createPageCache, type PageCacheOptions } from '../html/pageCache';
import { HTML_TYPE, sendPage } from '../html/sendPage';
import { languageOf, type Language } from '../html/language';
import { loadAppRenderer, type AppRenderer } from '../html/appRenderer';
import {
  buildShell,
  perLocale,
  readTemplate,
  type PageShell,
  type PreloadTags,
} from '../html/pageShells';
import { createPageRender } from '../html/renderPage';
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

const html: FastifyPluginAsync<HtmlOptions> = async (fastify, options) => {
  const { clientDir, publicOrigin, upstream } = options;
  const now = options.pageCache?.now;
  const clock = now ?? Date.now;
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
  const preloadTags: PreloadTags = (module, locale) =>
    inlineStyles(pagePreloadTags(manifest, module, locale));
  const fixedOrigin = publicOrigin ? new URL(publicOrigin).origin : null;
  const originOf = (request: FastifyRequest) => fixedOrigin ?? requestOrigin(request);

  /** A shell with the request's canonical URL and alternates joined in. */
  const finish = (shell: PageShell, origin: string, language: Omit<Language, 'fromUrl'>) =>
    shell
      .join(escapeHtml(localizedCanonical(origin, language.location, language.locale)))
      .replace(ALTERNATES, alternateLinks(origin, language.location));

  for (const page of pagePaths as readonly PageRecord[]) {
    const { inputOf, keyOf, render } = createPageRender(
      { template, preloadTags, titleHeads, firstScreen, appRenderer, finish, now: clock },
      page,
    );

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
      const input = inputOf(request, language, originOf(request));
      const key = keyOf(input);
      const kept = pages.get(key);
      if (kept) {
        sendPage(request, reply, kept, !language.fromUrl);
        return;
      }
      return render(input).then(({ html, until }) =>
        sendPage(request, reply, pages.put(key, html, until), !language.fromUrl),
      );
    };
    const { filteredPattern } = page as PagePath;
    const patterns = filteredPattern ? [page.pattern, filteredPattern] : [page.pattern];
    for (const pattern of patterns.flatMap(localizedPatterns)) {
      // Compressed by sendPage, once per kept page, not by the per-request compression plugin; a
      // page request has no body to decompress either.
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
