/**
 * The app rendered on the host, for pages whose first screen the host has the replies of (the
 * home page): the browser paints it with the HTML and hydrates it, instead of painting only once
 * the entry, the page's chunk and its API call have come. It is the SSR build of
 * src/firstScreen/serverRender.tsx, beside the client build (`dist/server`). A build without it
 * (the host's tests' fake builds) has pages the browser renders, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { FIRST_DATA_ID, type FirstData } from '../../src/firstScreen/firstData';
import type * as ServerRender from '../../src/firstScreen/serverRender';
import { toTraditional } from '../content/traditional';

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
