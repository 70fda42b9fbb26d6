/**
 * Finished pages kept as bytes, so a page asked again is sent without writing its head again:
 * one entry per page, language, origin and canonical URL (the caller makes the key), kept at most
 * `ttlMs` and never past the freshness of what it was made from (the heads' answers), at most
 * `maxEntries` of them (the oldest go first: every entry expires within the heads' window anyway,
 * and not reordering on each hit keeps a hit to one map lookup).
 *
 * Each entry keeps its brotli and gzip variants beside the bytes (../preparedBytes.ts), so the same
 * page is not compressed again per request; each variant has a strong ETag of its own (a hash of
 * its bytes, made once) for the browser's revalidation of a `no-cache` page.
 */
import { createHash } from 'node:crypto';
import { PreparedBytes, type Variant } from '../preparedBytes';
import type { PageEncoding } from './encoding';

export interface PageCacheOptions {
  /** How long a page is kept at most: the heads' own freshness window (heads/*.ts). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const PAGE_TTL_MS = 60_000;
export const PAGE_CACHE_ENTRIES = 4_000;

/** What is sent: the bytes, their coding (null: as they are) and their ETag. */
export interface PageVariant extends Variant {
  etag: string;
}

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export class CachedPage {
  private readonly bytes: PreparedBytes;
  private readonly variants = new Map<PageEncoding | null, PageVariant>();

  constructor(
    html: string,
    /** When the page stops being fresh, on the cache's clock. */
    readonly expires: number,
  ) {
    this.bytes = new PreparedBytes(Buffer.from(html, 'utf8'));
  }

  /** The page in `encoding`; as it is when it is too small to be worth compressing. */
  variant(encoding: PageEncoding | null): PageVariant {
    const kept = this.variants.get(encoding);
    if (kept) return kept;
    const bytes = this.bytes.variant(encoding);
    const variant = { ...bytes, etag: etagOf(bytes.body) };
    this.variants.set(encoding, variant);
    return variant;
  }
}

export function createPageCache({
  ttlMs = PAGE_TTL_MS,
  maxEntries = PAGE_CACHE_ENTRIES,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, CachedPage>();

  return {
    /** The kept page of `key` while it is fresh. */
    get(key: string): CachedPage | undefined {
      const page = entries.get(key);
      if (!page || page.expires > now()) return page;
      entries.delete(key);
      return undefined;
    },
    /**
     * Keeps `html` under `key` until `freshUntil` at the latest (0: not kept; the page is still
     * returned, to be sent this once).
     */
    put(key: string, html: string, freshUntil: number): CachedPage {
      const page = new CachedPage(html, Math.min(now() + ttlMs, freshUntil));
      if (page.expires <= now()) return page;
      // Deleted first so a page made again moves to the end (a Map iterates in insertion order).
      entries.delete(key);
      entries.set(key, page);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return page;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
