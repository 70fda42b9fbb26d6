/**
 * A page's HTML for one request: its shell, with the heads that name something (a title's own
 * head, the search keyword's), the first screen's picture preloaded, and the page's first replies
 * either embedded for the browser to render from or written by the host (appRenderer.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { fillHead, languageValues, metaOf } from '../../src/routes/head';
import { localePrefix } from '../../src/routes/locales';
import type { PageId, pagePaths } from '../../src/routes/paths';
import type { PageMeta } from '../../src/routes/pageMeta';
import type { FirstData } from '../../src/firstScreen/firstData';
import type { TitleHeads } from '../heads/titleHeads';
import { firstScreenSubjectOf, type FirstScreen } from '../heads/firstScreen';
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

export interface PageRenderDeps {
  template: string;
  preloadTags: PreloadTags;
  titleHeads: TitleHeads | null;
  firstScreen: FirstScreen | null;
  appRenderer: AppRenderer | null;
  /** A shell with the request's canonical URL and alternates joined in. */
  finish: (shell: PageShell, origin: string, language: Language) => string;
}

export interface RenderedPage {
  html: string;
  /** Until when the page holds: the soonest of the heads' and replies' freshness (0: not kept). */
  until: number;
}

/** The render function of one page route; its shells are built once, here. */
export function createPageRender(deps: PageRenderDeps, page: (typeof pagePaths)[number]) {
  const { template, preloadTags, titleHeads, firstScreen, appRenderer, finish } = deps;
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
  /** The template with the page's first replies, for the browser to render from. */
  const carrying = (replies: FirstData, locale: Locale) =>
    template.replace(ROOT, rootWithFirstData(replies, locale));

  return async function render(
    request: FastifyRequest,
    language: Language,
    origin: string,
    meta: PageMeta | null,
  ): Promise<RenderedPage> {
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
    if (titled.value) {
      const head = titled.value;
      const image = new URL(head.image, `${origin}/`).href;
      const backdrop =
        BACKDROP_FIRST.has(page.id) && head.backdrop ? preloadImageTag(head.backdrop) : '';
      const extra = preloadTags(page.module, locale) + backdrop + imageTag(image);
      const own = fillHead(
        data ? carrying(data, locale) : template,
        { ...head, ...languageValues(locale) },
        extra,
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
    if (data && RENDERED_BY_BROWSER.has(page.id)) {
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
  };
}
