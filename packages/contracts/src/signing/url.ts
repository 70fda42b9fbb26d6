/** Splitting a media URL (a path, or an absolute URL) into what is signed and what is appended. */

/** Any base will do: it only lets `URL` parse a bare path. */
const PARSE_BASE = 'http://signing.invalid';

export interface ParsedMediaUrl {
  /** `https://host` for an absolute URL, '' for a path. */
  origin: string;
  /** The pathname as sent on the wire (percent-encoded). */
  path: string;
  params: URLSearchParams;
  hash: string;
}

export function parseMediaUrl(url: string): ParsedMediaUrl {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const parsed = new URL(url, PARSE_BASE);
  return {
    origin: absolute ? parsed.origin : '',
    path: parsed.pathname,
    params: parsed.searchParams,
    hash: parsed.hash,
  };
}

export function formatMediaUrl({ origin, path, params, hash }: ParsedMediaUrl): string {
  const query = params.toString();
  return `${origin}${path}${query ? `?${query}` : ''}${hash}`;
}
