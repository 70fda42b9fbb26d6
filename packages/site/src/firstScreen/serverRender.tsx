/**
 * The server's half of a first screen (the host imports the SSR build of this file): the app
 * rendered to HTML for one location, from the API replies the host fetched (`FirstData`), which the
 * page then carries so the browser hydrates the same HTML from the same data.
 */
import { activateLocale } from '@xinghe/ui';
import type { Locale } from '@xinghe/contracts/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../App';
import type { FirstData } from './firstData';
import { startFromFirstData, startPageStores } from './startFromFirstData';

export interface FirstScreenRequest {
  /** The path and query as the browser asked for them (with the language prefix). */
  url: string;
  base: string;
  locale: Locale;
  data: FirstData;
}

/** The stream's text; a character split between two chunks is decoded whole. */
async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** The stores are the app's module state: one render at a time, each from a clean start. */
let queue: Promise<unknown> = Promise.resolve();

/** The app's HTML for the request; rejects when any part of it could not be rendered in time. */
export function renderFirstScreen(request: FirstScreenRequest, signal?: AbortSignal) {
  const render = async () => {
    await activateLocale(request.locale);
    startFromFirstData(request.data);
    await startPageStores(request.data);
    let failed: unknown = null;
    const { prelude } = await prerenderToNodeStream(
      <App base={request.base} ssrPath={request.url} />,
      {
        signal,
        // Each boundary written in place: React would otherwise move large ones to the end with a
        // script that reveals them, and the page's policy runs no inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failed ??= error;
        },
      },
    );
    const html = await textOf(prelude);
    // A part that threw, or that the time limit cut off, would be left to the browser to render
    // again: such a screen is not sent at all.
    if (failed !== null || signal?.aborted) throw failed ?? signal?.reason;
    return html;
  };
  const result = queue.then(render, render);
  queue = result.catch(() => undefined);
  return result;
}
