/**
 * A page's HTML for one request: its shell, with the heads that name something (a title's own
 * head, the search keyword's), the first screen's picture preloaded, and the page's first replies
 * either embedded for the browser to render from or written by the host (appRenderer.ts), as the
 * page's record says (routes/paths.ts). The render reads only its input (`RenderInput`), and the
 * page cache's key is made of that input, so the two cannot drift apart.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { fillHead, languageValues, metaOf, queryMetaOf } from '../../src/routes/head';
import { localePrefix } from '../../src/routes/locales';
import { canonicalPath, dataModuleOf, freshnessOf, type PageRecord } from '../../src/routes/paths';
import type { PageMeta } from '../../src/routes/pageMeta';
import type { FirstData, RouteParams } from '../../src/firstScreen/firstData';
import type { TitleHeads } from '../heads/titleHeads';
import type { FirstScreen } from '../heads/firstScreen';
import { NOTHING_TO_ASK } from '../heads/cache';
import type { Language } from './language';
import { looksLikePhone } from './device';
import { rootWithFirstData, scriptsAfterPaint, type AppRenderer } from './appRenderer';
import {
  buildShell,
  CANONICAL,
  createShellMemo,
  imageTag,
  perLocale,
  preloadImageTag,
  preloadPicturesTags,
  ROOT,
  type PageShell,
  type PreloadTags,
} from './pageShells';

export interface PageRenderDeps {
  template: string;
  preloadTags: PreloadTags;
  titleHeads: TitleHeads | null;
  firstScreen: FirstScreen | null;
  appRenderer: AppRenderer | null;
  /** A shell with the page's canonical URL and alternates joined in. */
  finish: (shell: PageShell, origin: string, language: Omit<Language, 'fromUrl'>) => string;
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

/** A page's render, with the input it takes from a request and the cache key of that input. */
export interface PageRender {
  inputOf(request: FastifyRequest, language: Language, origin: string): RenderInput;
  keyOf(input: RenderInput): string;
  render(input: RenderInput): Promise<RenderedPage>;
}

/** The render of one page route; its shells and head tags are made once, here. */
export function createPageRender(deps: PageRenderDeps, page: PageRecord): PageRender {
  const { template, preloadTags, appRenderer, finish, now } = deps;
  // Asked only where the page's record and the heads say there is something to ask.
  const titleHeads = deps.titleHeads?.names(page.id) ? deps.titleHeads : null;
  const firstScreen = dataModuleOf(page) ? deps.firstScreen : null;
  const shells = perLocale((locale) =>
    buildShell(template, preloadTags, page.id, page.module, locale),
  );
  // Made once: a request then crosses neither the manifest nor the style inliner.
  const pageTags = perLocale((locale) => preloadTags(page.module, locale));
  const shellWithPreload = createShellMemo((locale, extra) =>
    fillHead(
      template,
      { ...metaOf(page.id, locale), ...languageValues(locale) },
      pageTags[locale] + extra,
    ).split(CANONICAL),
  );
  /** The template with the page's first replies, for the browser to render from. */
  const carrying = (replies: FirstData, locale: Locale) =>
    template.replace(ROOT, rootWithFirstData(replies, locale));

  function inputOf(request: FastifyRequest, language: Language, origin: string): RenderInput {
    const { locale, location } = language;
    const params = request.params as RouteParams;
    return {
      locale,
      base: language.fromUrl ? localePrefix(locale) : '',
      origin,
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
    const language = { locale, location: input.path };
    // A page about one title names it (asked of the API, cached, generic when it is slow). Both
    // asked at once: a detail page waits for its head and its first replies together.
    const [titled, screen] = await Promise.all([
      titleHeads
        ? titleHeads.headOf(page.id, params, metaOf(page.id, locale), locale)
        : NOTHING_TO_ASK,
      firstScreen ? firstScreen.screenOf(page, input.asked) : NOTHING_TO_ASK,
    ]);
    const until = Math.min(now() + freshnessOf(page).keptMs, titled.until, screen.until);
    // The page's first replies with its module and the layout the host guessed.
    const found = screen.value?.data;
    const data: FirstData | null = found
      ? { ...found, page: page.module, phone: input.phone }
      : null;
    if (titled.value) {
      const head = titled.value;
      const image = new URL(head.image, `${origin}/`).href;
      const backdrop =
        page.lcp === 'backdrop' && head.backdrop ? preloadImageTag(head.backdrop) : '';
      const own = fillHead(
        data ? carrying(data, locale) : template,
        { ...head, ...languageValues(locale) },
        pageTags[locale] + backdrop + imageTag(image),
      );
      return { html: finish(own.split(CANONICAL), origin, language), until };
    }
    const preload = screen.value ? preloadPicturesTags(screen.value) : '';
    // A head that names the query (the search keyword), with the first title's poster.
    const plainShell = () => {
      if (meta)
        return buildShell(template, preloadTags, page.id, page.module, locale, meta, preload);
      return preload ? shellWithPreload(locale, preload) : shells[locale];
    };
    if (data && page.served === 'replies') {
      const shell = buildShell(
        carrying(data, locale),
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
      data && appRenderer && page.served === 'written'
        ? await appRenderer({ url: input.base + input.path, base: input.base, locale, data })
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
        preload + scriptsAfterPaint(pageTags[locale]),
      );
      return { html: finish(writtenShell.split(CANONICAL), origin, language), until };
    }
    return { html: finish(plainShell(), origin, language), until };
  }

  return { inputOf, keyOf, render };
}
