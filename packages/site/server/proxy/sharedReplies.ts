/**
 * The proxy's shared cache (RFC 9111, undici's cache interceptor in front of the upstream's
 * connections, the same undici reply-from uses): a GET reply the upstream marks as the same for
 * everyone (`public` with `s-maxage` or `max-age`: the mock's home page, filter bars and hot searches
 * for 30 s, its posters and banners for 7 days) is kept, so every page view's common calls cost the
 * upstream nothing. Replies marked private, no-store or not marked at all (signed media among them),
 * and every other method, reach the upstream every time.
 *
 * `answer` sends a fresh kept reply from the proxy's onRequest hook, straight from the store's
 * bytes, with its compressed forms and zh-TW copy made once per kept reply (../keptBytes.ts):
 * the library path costs about four times that (docs/performance.md, "Host throughput"). Whatever
 * it is not sure of it leaves to the library path, which is always right: a stale or revalidating
 * entry, a request that asks for a fresh answer (Cache-Control, Pragma), a conditional request it
 * cannot answer, a range, a reply that is not a 200 or is already encoded.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheStores, interceptors } from 'undici';
import { notModified, pageEncoding } from '../requestHeaders';
import { PreparedBytes } from '../keptBytes';
import { convertReply, replyLanguageOf } from '../content/traditionalReplies';
import type { ListLanguage } from '../../src/content/listNames';

/** Room for the upstream's shared replies: the API's few dozen and the posters of a few pages. */
const SHARED_REPLIES = { maxCount: 256, maxSize: 16 * 1024 * 1024, maxEntrySize: 1024 * 1024 };

type Headers = Record<string, string | string[]>;
type Store = InstanceType<typeof cacheStores.MemoryCacheStore>;
/** What the store holds for a request (the memory store answers at once, never with a promise). */
type StoredReply = Exclude<ReturnType<Store['get']>, Promise<unknown> | undefined>;

/** A kept reply made ready to send: the headers the client gets and the bytes in each coding. */
interface Ready {
  headers: Headers;
  bytes: PreparedBytes;
  compressible: boolean;
  etag: string | undefined;
}

/** Types worth compressing: JSON and text (posters and banners are already compressed). */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/)/i;
const JSON_TYPE = /^application\/json/i;

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

export interface SharedRepliesOptions {
  /** The upstream's origin, as reply-from names it to undici (the cache key's origin). */
  origin: string;
  /** The proxy's own rewrite of an upstream reply's headers (hop-by-hop and security headers dropped). */
  rewriteHeaders: (headers: Headers) => Headers;
  /** The bytes kept replies may take together (default: SHARED_REPLIES.maxSize). */
  maxBytes?: number | undefined;
}

export function createSharedReplies({ origin, rewriteHeaders, maxBytes }: SharedRepliesOptions) {
  const store = new cacheStores.MemoryCacheStore({
    ...SHARED_REPLIES,
    ...(maxBytes !== undefined && {
      maxSize: maxBytes,
      maxEntrySize: Math.min(SHARED_REPLIES.maxEntrySize, maxBytes),
    }),
  });
  // Keyed by the stored chunks, which the store replaces with the entry: a reply made again starts
  // afresh, and what was made for an evicted reply goes with it, so the store's bounds hold here too
  // (at most a plain, a zh-TW and an English copy, each with two compressed forms, per kept reply).
  const ready = new WeakMap<object, Partial<Record<ListLanguage | 'plain', Ready>>>();

  function prepare(stored: StoredReply, body: Buffer, language: ListLanguage | undefined): Ready {
    // Hop-by-hop headers are dropped by the proxy's rewrite; the length is set for the bytes sent.
    const { 'content-length': _length, host: _host, ...headers } = rewriteHeaders(stored.headers);
    const type = single(headers['content-type']) ?? '';
    const compressible = COMPRESSIBLE.test(type);
    if (compressible) {
      const vary = single(headers.vary);
      if (!vary) headers.vary = 'Accept-Encoding';
      else if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
        headers.vary = `${vary}, Accept-Encoding`;
      }
    }
    const bytes =
      language && JSON_TYPE.test(type)
        ? Buffer.from(convertReply(body.toString('utf8'), language), 'utf8')
        : body;
    return {
      headers,
      bytes: new PreparedBytes(bytes),
      compressible,
      etag: single(headers.etag),
    };
  }

  function readyFor(stored: StoredReply, language: ListLanguage | undefined): Ready | null {
    const chunks = stored.body;
    if (!Array.isArray(chunks)) return null;
    let forms = ready.get(chunks);
    if (!forms) ready.set(chunks, (forms = {}));
    return (forms[language ?? 'plain'] ??= prepare(
      stored,
      Buffer.concat(chunks as Buffer[]),
      language,
    ));
  }

  return {
    /** The cache in front of the upstream's connections (see `answer` for the short way out). */
    interceptor: interceptors.cache({ store, methods: ['GET', 'HEAD'], type: 'shared' }),

    /** Sends a fresh kept reply to a GET; false when the request is the library path's. */
    answer(request: FastifyRequest, reply: FastifyReply): boolean {
      const asked = request.headers;
      if (request.method !== 'GET' || asked['cache-control'] || asked.pragma || asked.range) {
        return false;
      }
      if (asked['if-modified-since'] && !asked['if-none-match']) return false;
      const language = replyLanguageOf(request);
      // The headers the upstream would have been asked with, as far as a Vary can name them: a
      // converted reply is asked for uncompressed (content/traditionalReplies.ts).
      const headers = language ? { ...asked, 'accept-encoding': 'identity' } : asked;
      const key = { origin, method: 'GET', path: request.url, headers: headers as Headers };
      const stored = store.get(key) as StoredReply | undefined;
      const now = Date.now();
      if (
        !stored ||
        stored.statusCode !== 200 ||
        now > stored.staleAt ||
        stored.cacheControlDirectives?.['no-cache'] ||
        Object.hasOwn(stored.headers, 'set-cookie') ||
        stored.headers['content-encoding']
      ) {
        return false;
      }
      if (language && asked['if-none-match']) return false;
      const kept = readyFor(stored, language);
      if (!kept) return false;
      reply.headers(kept.headers).header('age', String(Math.round((now - stored.cachedAt) / 1000)));
      if (kept.etag && notModified(single(asked['if-none-match']), kept.etag)) {
        void reply.code(304).send();
        return true;
      }
      const variant = kept.bytes.variant(
        kept.compressible ? pageEncoding(asked['accept-encoding']) : null,
      );
      if (variant.encoding) reply.header('content-encoding', variant.encoding);
      void reply.code(200).send(variant.body);
      return true;
    },
  };
}

export type SharedReplies = ReturnType<typeof createSharedReplies>;
