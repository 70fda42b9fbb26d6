/**
 * A page route's handler: the request read into the render's input (`RenderInput`), the page kept
 * for that input sent at once, else rendered, kept and sent. The render writes the page's shell
 * (pageHtml.ts) with the heads that name something (a title's own head, the search keyword's), the
 * first screen's picture preloaded, and the page's first replies either embedded for the browser
 * to render from or written by the host (pageHtml.ts too), as the page's record says
 * (routes/paths.ts). The render reads only its input, and the page cache's key is made of that
 * input, so the two cannot drift apart.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { queryMetaOf } from '../../src/routes/head';
import { DEFAULT_SITE_LOCALE, localePrefix, localizedPath } from '../../src/routes/locales';
import type { PageMeta } from '../../src/routes/pageMeta';
import { canonicalPath, dataModuleOf, freshnessOf, type PageRecord } from '../../src/routes/paths';
import type { FirstData, RouteParams } from '../../src/firstScreen/firstData';
import type { TitleHeads } from '../heads/titleHeads';
import { NOTHING_TO_ASK, type FirstScreen } from '../heads/asking';
import type { CachedPage, PageCache } from '../keptBytes';
import {
  DEVICE_HEADERS,
  languageOf,
  looksLikePhone,
  notModified,
  originOf,
  pageEncoding,
  type Language,
} from '../requestHeaders';
import { nameLists } from '../../src/content/listNames';
import { finishPage, preloadPicturesTags, type AppRenderer, type PageHead } from './pageHtml';

export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * An unprefixed page's language came from the stored choice or Accept-Language; a page the host
 * rendered has the layout of the device it guessed (requestHeaders.ts).
 */
const VARY_LANGUAGE = `Accept-Encoding, Accept-Language, Cookie, ${DEVICE_HEADERS}`;
const VARY_ENCODING = `Accept-Encoding, ${DEVICE_HEADERS}`;

export interface PageRouteDeps {
  /** The page's shells (pageHtml.ts). */
  head: PageHead;
  /** Finished pages, kept as bytes. */
  pages: PageCache;
  /** The origin pages name in their URLs (null: the request's). */
  publicOrigin: string | null;
  titleHeads: TitleHeads | null;
  firstScreen: FirstScreen | null;
  appRenderer: AppRenderer | null;
  /** The clock a page's freshness is counted on (the page cache's). */
  now: () => number;
}

/** Everything a page's HTML is made from; the page cache keeps one page per distinct input. */
export interface RenderInput {
  locale: Locale;
  /** The language prefix the app's links carry (`/en`; none for a language the URL did not name). */
  base: string;
  origin: string;
  /** The canonical path (a channel filtered by nothing is the channel's; see paths.ts). */
  path: string;
  /** The route's path parameters (a title's id, an episode). */
  params: RouteParams;
  /** What the first screen is asked with (the data module's params; null: none asked). */
  asked: unknown;
  /** The head that names the query (the searched keyword), if any. */
  meta: PageMeta | null;
  /** The layout the host guesses from the request, for a page it renders or embeds replies of. */
  phone: boolean;
}

export interface RenderedPage {
  html: string;
  /** Until when the page holds: its freshness, or sooner the heads' and replies' (0: not kept). */
  until: number;
}

/**
 * Sends a kept page in the coding the browser accepts, with its ETag; a browser revalidating a
 * copy it holds (If-None-Match) gets 304 without the bytes. Pages are `no-cache`: their heads name
 * titles that change, so a browser asks every time, and the ETag makes the asking cheap.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  varyByLanguage: boolean,
) {
  const variant = page.variant(pageEncoding(request.headers['accept-encoding']));
  reply
    .header('content-type', HTML_TYPE)
    .header('cache-control', 'no-cache')
    .header('vary', varyByLanguage ? VARY_LANGUAGE : VARY_ENCODING)
    .header('etag', variant.etag);
  if (variant.encoding) reply.header('content-encoding', variant.encoding);
  if (notModified(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  return reply.send(variant.body);
}

/** The handler of one page route, with the input it reads, that input's key and the render. */
export function createPageRoute(deps: PageRouteDeps, page: PageRecord) {
  const { head, pages, publicOrigin, appRenderer, now } = deps;
  // Asked only where the page's record and the heads say there is something to ask.
  const titleHeads = deps.titleHeads?.names(page.id) ? deps.titleHeads : null;
  const firstScreen = dataModuleOf(page) ? deps.firstScreen : null;
  const { keptMs } = freshnessOf(page);

  function inputOf(request: FastifyRequest, { locale, fromUrl, location }: Language): RenderInput {
    const params = request.params as RouteParams;
    return {
      locale,
      base: fromUrl ? localePrefix(locale) : '',
      origin: originOf(request, publicOrigin),
      path: canonicalPath(location),
      params,
      asked: firstScreen ? firstScreen.askedOf(page, location, params) : null,
      meta: queryMetaOf(page.id, location, locale),
      phone: looksLikePhone(request.headers),
    };
  }

  /** Every field of the input, in order: another field is another page. */
  const keyOf = (input: RenderInput): string =>
    [
      page.id,
      input.locale,
      input.base,
      input.origin,
      input.path,
      JSON.stringify(input.params),
      JSON.stringify(input.asked),
      input.meta?.title ?? '',
      input.phone ? 'phone' : '',
    ].join('\n');

  async function render(input: RenderInput): Promise<RenderedPage> {
    const { locale, origin, meta, params } = input;
    // A page about one title names it (asked of the API, cached, generic when it is slow). Both
    // asked at once: a detail page waits for its head and its first replies together.
    const [titled, screen] = await Promise.all([
      titleHeads
        ? titleHeads.headOf(page.id, params, head.fixedMeta(locale), locale)
        : NOTHING_TO_ASK,
      firstScreen ? firstScreen.screenOf(page, input.asked) : NOTHING_TO_ASK,
    ]);
    const until = Math.min(now() + keptMs, titled.until, screen.until);
    const finished = (shell: readonly string[], kept = until): RenderedPage => ({
      html: finishPage(shell, origin, locale, input.path),
      until: kept,
    });
    // The page's first replies with its module and the layout the host guessed.
    // Named in the page's language as the proxy names the replies the app asks for itself.
    const found =
      screen.value && locale !== 'zh-CN'
        ? nameLists(screen.value.data, locale)
        : screen.value?.data;
    const data: FirstData | null = found
      ? { ...found, page: page.module, phone: input.phone }
      : null;
    if (titled.value) return finished(head.titled(titled.value, data, locale, origin));
    // A head that names the query (the search keyword), with the first title's poster.
    const preload = screen.value ? preloadPicturesTags(screen.value) : '';
    if (data && page.served === 'replies') {
      return finished(head.carrying(data, locale, meta, preload));
    }
    const written =
      data && appRenderer && page.served === 'written'
        ? await appRenderer({ url: input.base + input.path, base: input.base, locale, data })
        : null;
    if (written) return finished(head.written(written, locale, meta, preload));
    // Not written (the render failed or was too slow): the browser renders this one, and the
    // next request tries again.
    return finished(head.plain(locale, meta, preload), data && appRenderer ? 0 : until);
  }

  // Not async: a kept page is sent at once, without a promise to settle per request.
  function handler(request: FastifyRequest, reply: FastifyReply) {
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
    const input = inputOf(request, language);
    const key = keyOf(input);
    const kept = pages.get(key);
    if (kept) {
      sendPage(request, reply, kept, !language.fromUrl);
      return;
    }
    return render(input).then(({ html, until }) =>
      sendPage(request, reply, pages.put(key, html, until), !language.fromUrl),
    );
  }

  return { handler, inputOf, keyOf, render };
}
