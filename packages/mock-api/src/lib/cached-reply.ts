/**
 * Replies that are the same for every caller (the home page, the filter bar, the hot searches),
 * kept as the bytes sent: the data is built once per catalogue change (see `versioned-cache.ts`)
 * and so is its serialisation, which for the 15 KB home reply costs more than the rest of the
 * request. The bytes come from the route's own reply serializer (`reply.serialize`, the contract's
 * schema), so a cached reply is exactly what an uncached build would send.
 */
import type { FastifyReply } from 'fastify';
import { ok } from './reply';
import { versionedCache } from './versioned-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * How long a shared cache in front (the site's host, a CDN) may keep such a reply: `s-maxage`
 * speaks to shared caches only, and `max-age=0` keeps browsers asking as before. A catalogue change
 * reaches every viewer within this many seconds.
 */
const SHARED_REPLY_SECONDS = 30;
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_REPLY_SECONDS}`;

export type SendCached<K> = (reply: FastifyReply, key: K, build: () => unknown) => FastifyReply;

/** `send(reply, key, build)` answers with `ok(build())`, built and serialised once per version. */
export function cachedReplies<K>(version: () => number): SendCached<K> {
  const bodies = versionedCache<K, ReturnType<FastifyReply['serialize']>>(version);
  return (reply, key, build) =>
    reply
      .type(JSON_TYPE)
      .header('cache-control', SHARED_CACHE_CONTROL)
      .send(bodies.get(key, () => reply.serialize(ok(build()))));
}
