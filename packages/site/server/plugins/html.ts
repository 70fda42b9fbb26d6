/**
 * The HTML of every page route: the built index.html with the page's own title, description,
 * canonical URL and social tags written in (HTML-escaped), plus preload links for the page's chunk.
 * Any other path gets the same shell with the "page not found" head and status 404, or, for API-like
 * and file-like paths, a JSON 404 in the reply envelope.
 *
 * Pages are rendered once at start-up; per request only the canonical URL is joined in, except
 * the heads that name something: the search keyword, and the title of a detail or player page
 * (heads/titleHeads.ts).
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
  chooseLocale,
  DEFAULT_SITE_LOCALE,
  localePrefix,
  localizedPath,
  SITE_LOCALES,
  splitLocalePath,
} from '../../src/routes/locales';
import { pagePaths, type PageId, type PageModule } from '../../src/routes/paths';
import { envelopeError } from '@xinghe/contracts';
import { pagePreloadTags, readManifest, type Manifest } from '../manifest';
import { isApiPath } from '../apiPaths';
import { refuseOtherMethods } from '../methods';
import { createTitleHeads, type TitleHeads } from '../heads/titleHeads';
import { createFirstScreen, type FirstScreen } from '../heads/firstScreen';

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
}

const CANONICAL = '{{canonical}}';
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

function buildShell(
  template: string,
  manifest: Manifest | null,
  id: PageId | null,
  module: PageModule | null,
  locale: Locale,
  meta = metaOf(id, locale),
): PageShell {
  const extra = id === null ? NOINDEX : pagePreloadTags(manifest, module, locale);
  return fillHead(template, { ...meta, ...languageValues(locale) }, extra).split(CANONICAL);
}

/** One shell per language. */
const perLocale = (build: (locale: Locale) => PageShell) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, build(locale)])) as Record<
    Locale,
    PageShell
  >;

/** The language of a request (see src/routes/locales.ts) and its location without the prefix. */
function languageOf(request: FastifyRequest) {
  const { locale, fromUrl } = chooseLocale({
    location: request.url,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return { locale, fromUrl, location: splitLocalePath(request.url).path };
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

/** Open Graph image of a page about one title: its poster, as an absolute URL. */
const imageTag = (url: string) => `<meta property="og:image" content="${escapeHtml(url)}">`;

/** The first screen's largest picture, fetched at once and first (it is the page's LCP). */
const preloadImageTag = (url: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;

/** Pages whose largest first-screen picture is the title's poster. */
const POSTER_FIRST: ReadonlySet<PageId> = new Set(['vodDetail']);

/** Shells that differ only by a preload, built once per value (the home page's first banner). */
function createShellMemo(build: (locale: Locale, extra: string) => PageShell) {
  const shells = new Map<string, PageShell>();
  return (locale: Locale, extra: string) => {
    const key = `${locale} ${extra}`;
    let shell = shells.get(key);
    if (!shell) {
      // The banner changes rarely: a handful of values at most, kept until there are too many.
      if (shells.size >= 16) shells.clear();
      shell = build(locale, extra);
      shells.set(key, shell);
    }
    return shell;
  };
}

const html: FastifyPluginAsync<HtmlOptions> = async (fastify, options) => {
  const { clientDir, publicOrigin } = options;
  const titleHeads =
    options.titleHeads ??
    (options.upstream ? createTitleHeads({ upstream: options.upstream }) : null);
  const firstScreen =
    options.firstScreen ??
    (options.upstream ? createFirstScreen({ upstream: options.upstream }) : null);
  const template = readTemplate(clientDir);
  const manifest = readManifest(clientDir);
  const fixedOrigin = publicOrigin ? new URL(publicOrigin).origin : null;
  const originOf = (request: FastifyRequest) => fixedOrigin ?? requestOrigin(request);

  function send(
    reply: FastifyReply,
    shell: PageShell,
    request: FastifyRequest,
    language: ReturnType<typeof languageOf>,
  ) {
    const origin = originOf(request);
    const canonical = escapeHtml(localizedCanonical(origin, language.location, language.locale));
    // Without a prefix the language came from the stored choice or Accept-Language.
    if (!language.fromUrl) reply.header('vary', 'Accept-Language, Cookie');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell.join(canonical).replace(ALTERNATES, alternateLinks(origin, language.location)));
  }

  for (const page of pagePaths) {
    const shells = perLocale((locale) =>
      buildShell(template, manifest, page.id, page.module, locale),
    );
    const shellWithPreload = createShellMemo((locale, extra) =>
      fillHead(
        template,
        { ...metaOf(page.id, locale), ...languageValues(locale) },
        pagePreloadTags(manifest, page.module, locale) + extra,
      ).split(CANONICAL),
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const language = languageOf(request);
      const { locale } = language;
      // A viewer whose stored choice or browser asks for another language than the default goes
      // to that language's own address: each address then has one language, and its canonical
      // URL is itself (the unprefixed one stays the default's and the x-default).
      if (!language.fromUrl && locale !== DEFAULT_SITE_LOCALE) {
        return reply
          .header('vary', 'Accept-Language, Cookie')
          .header('cache-control', 'no-cache')
          .redirect(localizedPath(locale, language.location), 302);
      }
      // A page about one title names it (asked of the API, cached, generic when it is slow).
      const params = request.params as Record<string, string | undefined>;
      const titled = await titleHeads?.headOf(page.id, params, metaOf(page.id, locale), locale);
      if (titled) {
        const image = new URL(titled.image, `${originOf(request)}/`).href;
        const poster = POSTER_FIRST.has(page.id) ? preloadImageTag(titled.image) : '';
        const extra = pagePreloadTags(manifest, page.module, locale) + poster + imageTag(image);
        const own = fillHead(template, { ...titled, ...languageValues(locale) }, extra).split(
          CANONICAL,
        );
        return send(reply, own, request, language);
      }
      // A head that names the query (the search keyword) is written per request; the rest once.
      const meta = queryMetaOf(page.id, language.location, locale);
      if (meta) {
        return send(
          reply,
          buildShell(template, manifest, page.id, page.module, locale, meta),
          request,
          language,
        );
      }
      const picture = await firstScreen?.imageOf(page.id);
      const own = picture ? shellWithPreload(locale, preloadImageTag(picture)) : shells[locale];
      return send(reply, own, request, language);
    };
    for (const pattern of localizedPatterns(page.pattern)) {
      fastify.get(pattern, handler);
      refuseOtherMethods(fastify, pattern);
    }
  }

  const notFoundShells = perLocale((locale) => buildShell(template, manifest, null, null, locale));
  fastify.setNotFoundHandler((request, reply) => {
    const pathname = request.url.replace(/\?.*$/, '');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !isFileLike(pathname);
    if (!wantsPage) return reply.code(404).send(envelopeError(404));
    const language = languageOf(request);
    return send(reply.code(404), notFoundShells[language.locale], request, language);
  });
};

export default fp(html, { name: 'html' });
