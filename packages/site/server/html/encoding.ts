/**
 * Which content coding a page goes out in, from the request's Accept-Encoding (RFC 9110 12.5.3):
 * brotli when the browser accepts it, else gzip, else none. A q-value of 0 refuses a coding, `*`
 * stands for any coding not named. Not @fastify/accept-negotiator (what @fastify/compress uses):
 * it reads `*` as the first supported coding even when that one is refused by name
 * (`br;q=0, *` would get brotli).
 */
import { rememberEach } from './remember';

export type PageEncoding = 'br' | 'gzip';

/** Preferred first: brotli is smaller for the same CPU at the levels used here. */
const PREFERENCE: readonly PageEncoding[] = ['br', 'gzip'];

function parse(header: string): PageEncoding | null {
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

/** The coding to send a page in for `header`, or null for the bytes as they are. */
export const pageEncoding = rememberEach(parse, 64);
