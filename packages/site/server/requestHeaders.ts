/**
 * What a request's headers ask of the host: the language of a page (its URL's prefix, the stored
 * choice, Accept-Language; see src/routes/locales.ts), the layout of the device, the content coding
 * a reply may go out in, whether the browser already holds a copy, and the origin to name in URLs.
 * The pages and the proxy's shared replies read requests through it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { chooseLocale, localeFromAcceptLanguage, splitLocalePath } from '../src/routes/locales';

/**
 * A header's answer, remembered: browsers send a handful of distinct Accept-Language and
 * Accept-Encoding headers, and reading one (split, q-values) costs microseconds on every page
 * request. The map is bounded (cleared when full), so odd headers cannot grow it.
 */
export function rememberEach<V>(
  read: (header: string) => V,
  maxRemembered: number,
): (header: string | undefined) => V | null {
  const answers = new Map<string, V>();
  return (header) => {
    if (!header) return null;
    if (answers.has(header)) return answers.get(header)!;
    const answer = read(header);
    if (answers.size >= maxRemembered) answers.clear();
    answers.set(header, answer);
    return answer;
  };
}

export interface Language {
  locale: Locale;
  /** The URL's prefix named it (else the stored choice or Accept-Language did). */
  fromUrl: boolean;
  /** The request's location without the language prefix. */
  location: string;
}

const rememberedAcceptLanguage = rememberEach(localeFromAcceptLanguage, 256);

/** The language of a request (see src/routes/locales.ts) and its location without the prefix. */
export function languageOf(request: FastifyRequest): Language {
  const { locale, fromUrl } = chooseLocale(
    {
      location: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    },
    rememberedAcceptLanguage,
  );
  return { locale, fromUrl, location: splitLocalePath(request.url).path };
}

/**
 * Whether a page request comes from a phone, so a server-written first screen has the layout the
 * browser will measure (src/layout/usePhoneLayout.ts). Chromium says so in a client hint; other
 * browsers' user agents name phones ("Mobile", "iPhone"). Tablets get the wider layout, as their
 * windows do. A wrong guess costs only a second render after hydration.
 */
export function looksLikePhone(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|iPhone|iPod/i.test(headers['user-agent'] ?? '');
}

/** The headers `looksLikePhone` reads: a page written for one layout varies by them. */
export const DEVICE_HEADERS = 'Sec-CH-UA-Mobile, User-Agent';

export type PageEncoding = 'br' | 'gzip';

/** Preferred first: brotli is smaller for the same CPU at the levels used here. */
const PREFERENCE: readonly PageEncoding[] = ['br', 'gzip'];

/**
 * The coding an Accept-Encoding header asks for (RFC 9110 12.5.3): brotli when the browser accepts
 * it, else gzip, else none. A q-value of 0 refuses a coding, `*` stands for any coding not named.
 * Not @fastify/accept-negotiator (what @fastify/compress uses): it reads `*` as the first supported
 * coding even when that one is refused by name (`br;q=0, *` would get brotli).
 */
function parseAcceptEncoding(header: string): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',').slice(0, 20)) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name && !Number.isNaN(weight)) weights.set(name.trim(), weight);
  }
  const any = weights.get('*') ?? 0;
  let best: PageEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? any;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The coding to send a reply in for an Accept-Encoding `header`, or null for the bytes as they are. */
export const pageEncoding = rememberEach(parseAcceptEncoding, 64);

/** If-None-Match holds `etag` (a list, `*`, weak or strong: the weak comparison RFC 9110 asks for). */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Host names as browsers send them; anything else (a forged header) falls back to localhost. */
const validHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin a page names in its URLs: the configured public one, else the request's own. */
export function originOf(request: FastifyRequest, publicOrigin: string | null): string {
  if (publicOrigin) return publicOrigin;
  const host = validHost.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
