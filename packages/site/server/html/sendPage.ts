/**
 * Sends a kept page (pageCache.ts) in the coding the browser accepts, with its ETag; a browser
 * revalidating a copy it holds (If-None-Match) gets 304 without the bytes. Pages are `no-cache`:
 * their heads name titles that change, so a browser asks every time, and the ETag makes the asking
 * cheap.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_HEADERS } from './device';
import { pageEncoding } from './encoding';
import type { CachedPage } from './pageCache';

export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * An unprefixed page's language came from the stored choice or Accept-Language; a page the host
 * rendered has the layout of the device it guessed (device.ts).
 */
const VARY_LANGUAGE = `Accept-Encoding, Accept-Language, Cookie, ${DEVICE_HEADERS}`;
const VARY_ENCODING = `Accept-Encoding, ${DEVICE_HEADERS}`;

/** If-None-Match holds `etag` (a list, `*`, weak or strong: the weak comparison RFC 9110 asks for). */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendPage(
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
