/**
 * Catalogue content (titles, synopses, names, channel names) stays as the API sends it, in
 * Simplified characters; a zh-TW viewer reads it converted to Traditional with OpenCC, so a page
 * is never half Simplified. Characters and Taiwan variants only (OpenCC `cn` → `tw`), not the
 * phrase table the interface drafts used (`twp`): phrase rewriting mangles names and misreads
 * runs like 电视频道 (電影片道); the interface texts were read by hand, content cannot be.
 * The tables (about 200 KB gzip) load only for zh-TW, on demand.
 */
export type Converter = (text: string) => string;

let loading: Promise<Converter> | null = null;

export function loadTraditional(): Promise<Converter> {
  loading ??= Promise.all([
    import('opencc-js/core'),
    import('opencc-js/from/cn'),
    import('opencc-js/to/tw'),
  ]).then(([core, from, to]) => core.ConverterFactory(from.default, to.default));
  return loading;
}

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
 * A `fetch` for the API client that shows a zh-TW viewer the API's content in Traditional
 * characters: the reply's JSON text is converted as a whole (OpenCC changes Chinese characters
 * only, never JSON's punctuation or ASCII), and Chinese in a request's query (a search keyword) is
 * turned back into Simplified so the API finds it. Other languages pass through untouched.
 */
export function traditionalFetch(isTraditional: () => boolean, base: typeof fetch = fetch) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!isTraditional()) return base(input, init);
    let url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('?') && HAN.test(decodeURIComponent(url))) {
      const simplified = await loadSimplified();
      const [path, query] = [url.slice(0, url.indexOf('?')), url.slice(url.indexOf('?') + 1)];
      const params = new URLSearchParams();
      for (const [key, value] of new URLSearchParams(query)) params.append(key, simplified(value));
      url = `${path}?${params}`;
    }
    const [response, convert] = await Promise.all([base(url, init), loadTraditional()]);
    if (!response.ok) return response;
    const text = convert(await response.text());
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
