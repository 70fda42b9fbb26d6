/**
 * Bytes the host answers many times (a kept page, a kept API reply) with their brotli and gzip
 * forms beside them, each compressed once, on the first request that accepts it, instead of on
 * every request as the per-request compression plugin would.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageEncoding } from './html/encoding';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compression';

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
