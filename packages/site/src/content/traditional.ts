/**
 * Catalogue content (titles, synopses, names, channel names) stays as the API sends it, in
 * Simplified characters; a zh-TW viewer reads it converted to Traditional, so a page is never
 * half Simplified. The host converts the API's replies (see script.ts and the host's
 * server/content/traditionalReplies.ts); here only what the viewer types into a query (a search
 * keyword) is turned back into Simplified so the API finds it, with OpenCC's small
 * Traditional → Simplified tables (about 21 KB gzip), loaded only when a query has Chinese in it.
 */
import { CONTENT_LANGUAGE_HEADER, CONTENT_SCRIPT_HEADER, TRADITIONAL_SCRIPT } from './script';

export type Converter = (text: string) => string;

let loadingBack: Promise<Converter> | null = null;

/** Traditional → Simplified, for what a zh-TW viewer types into a search (the API's is Simplified). */
export function loadSimplified(): Promise<Converter> {
  loadingBack ??= Promise.all([
    import('opencc-js/core'),
    import('opencc-js/from/tw'),
    import('opencc-js/to/cn'),
  ]).then(([core, from, to]) => core.ConverterFactory(from.default, to.default));
  return loadingBack;
}

const HAN = /[\u3400-\u9fff]/;

/**
 * A `fetch` for the API client that asks the host for Traditional content for a zh-TW viewer and
 * turns Chinese in a request's query and JSON body into Simplified: what it sends back of a
 * converted reply (a genre's name in the filter's `label`) is the API's own word again. Another
 * language (English) only marks its calls, for the closed lists' names (script.ts).
 */
export function traditionalFetch(isTraditional: () => boolean, base: typeof fetch = fetch) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!isTraditional()) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
      headers.set(CONTENT_LANGUAGE_HEADER, 'en');
      return base(input, { ...init, headers });
    }
    let url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('?') && HAN.test(decodeURIComponent(url))) {
      const simplified = await loadSimplified();
      const [path, query] = [url.slice(0, url.indexOf('?')), url.slice(url.indexOf('?') + 1)];
      const params = new URLSearchParams();
      for (const [key, value] of new URLSearchParams(query)) params.append(key, simplified(value));
      url = `${path}?${params}`;
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(CONTENT_SCRIPT_HEADER, TRADITIONAL_SCRIPT);
    // OpenCC changes Chinese characters only, so the JSON stays the same JSON.
    const body =
      typeof init?.body === 'string' && HAN.test(init.body)
        ? (await loadSimplified())(init.body)
        : init?.body;
    return base(url, { ...init, headers, body });
  };
}
