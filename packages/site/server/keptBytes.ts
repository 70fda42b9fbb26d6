/**
 * Bytes the host keeps and answers many times, each compressed once, on the first request that
 * accepts the coding, instead of on every request as the per-request compression plugin would:
 * `PreparedBytes` (a kept API reply, proxy/sharedReplies.ts) and the finished pages.
 *
 * Finished pages are kept so a page asked again is sent without writing its head again: one entry
 * per render input (html/pageRoute.ts makes the key), kept until the render says (the page's
 * freshness, never past that of the answers it was made from), at most `maxEntries` of them and
 * `maxBytes` together, compressed variants included (the oldest go first: every entry expires
 * within the heads' window anyway, and not reordering on each hit keeps a hit to one map lookup).
 * Each variant of a page has a strong ETag of its own (a hash of its bytes, made once) for the
 * browser's revalidation of a `no-cache` page.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compression';
import type { PageEncoding } from './requestHeaders';

/**
 * Compressed once per kept copy, not per request, so a little more effort than the per-request
 * quality of plugins/compression.ts pays back in bytes.
 */
const BROTLI_QUALITY = 6;

/** What is sent: the bytes and their coding (null: as they are). */
export interface Variant {
  body: Buffer;
  encoding: PageEncoding | null;
}

function compress(body: Buffer, encoding: PageEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export class PreparedBytes {
  private readonly variants = new Map<PageEncoding | null, Variant>();
  readonly plain: Variant;

  constructor(body: Buffer) {
    this.plain = { body, encoding: null };
    this.variants.set(null, this.plain);
  }

  /** The bytes in `encoding`; as they are when too small to be worth compressing. */
  variant(encoding: PageEncoding | null): Variant {
    const kept = this.variants.get(encoding);
    if (kept) return kept;
    if (encoding === null || this.plain.body.length < COMPRESS_THRESHOLD_BYTES) return this.plain;
    const variant = { body: compress(this.plain.body, encoding), encoding };
    this.variants.set(encoding, variant);
    return variant;
  }
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** The bytes kept pages may take together, their compressed variants included. */
  maxBytes?: number;
  now?: () => number;
}

export const PAGE_CACHE_ENTRIES = 4_000;
/** The page cache's share when none is given (start.ts gives it from HOST_CACHE_MB). */
export const PAGE_CACHE_BYTES = 48 * 1024 * 1024;

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
    /** Told of each variant's bytes as it is made, so the cache counts what it holds. */
    private readonly grew: (bytes: number) => void = () => {},
  ) {
    this.bytes = new PreparedBytes(Buffer.from(html, 'utf8'));
  }

  /** The page's bytes as it is, before any variant. */
  get size(): number {
    return this.bytes.plain.body.length;
  }

  /** The page in `encoding`; as it is when it is too small to be worth compressing. */
  variant(encoding: PageEncoding | null): PageVariant {
    const kept = this.variants.get(encoding);
    if (kept) return kept;
    const bytes = this.bytes.variant(encoding);
    const variant = { ...bytes, etag: etagOf(bytes.body) };
    this.variants.set(encoding, variant);
    if (bytes !== this.bytes.plain) this.grew(bytes.body.length);
    return variant;
  }
}

export function createPageCache({
  maxEntries = PAGE_CACHE_ENTRIES,
  maxBytes = PAGE_CACHE_BYTES,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, { page: CachedPage; bytes: number }>();
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  /** The oldest go first until the entries and their bytes are within bounds. */
  const trim = () => {
    while (entries.size > maxEntries || (total > maxBytes && entries.size > 0)) {
      remove(entries.keys().next().value!);
    }
  };

  return {
    /** The kept page of `key` while it is fresh. */
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry || entry.page.expires > now()) return entry?.page;
      remove(key);
      return undefined;
    },
    /**
     * Keeps `html` under `key` until `expires` (0: not kept; the page is still returned, to be
     * sent this once).
     */
    put(key: string, html: string, expires: number): CachedPage {
      if (expires <= now()) return new CachedPage(html, expires);
      // A variant made later counts while the page is still this key's entry.
      const page: CachedPage = new CachedPage(html, expires, (bytes) => {
        const entry = entries.get(key);
        if (entry?.page !== page) return;
        entry.bytes += bytes;
        total += bytes;
        trim();
      });
      // Removed first so a page made again moves to the end (a Map iterates in insertion order).
      remove(key);
      const entry = { page, bytes: page.size + key.length };
      entries.set(key, entry);
      total += entry.bytes;
      trim();
      return page;
    },
    get size() {
      return entries.size;
    },
    /** The bytes the kept pages take, their variants included. */
    get bytes() {
      return total;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
