/**
 * A page is finished once and then sent as kept bytes, with its compressed variants beside them:
 * the same page again is the same bytes (brotli for a browser that accepts it, revalidated by its
 * ETag), another language or path is a page of its own, and a kept page is made again once its
 * freshness window has passed (an injected clock, no waiting).
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePath } from '../src/routes/paths';
import { buildHost, createClientDir } from './host-helpers';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const BR = { 'accept-encoding': 'gzip, deflate, br' };

describe('pages kept as bytes', () => {
  const client = createClientDir();
  const clock = { now: 1_000_000 };
  let host: FastifyInstance;
  beforeAll(async () => {
    host = await buildHost({
      clientDir: client.dir,
      pageCache: { now: () => clock.now },
    });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    host.inject({ url, headers: { host: 'xinghe.test', ...headers } });

  it('sends the same page again as the same bytes, and brotli to a browser that accepts it', async () => {
    const first = await get('/movie');
    const second = await get('/movie');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['x-content-type-options']).toBe('nosniff');

    const br = await get('/movie', BR);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).not.toBe(first.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
    const again = await get('/movie', BR);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('answers a browser holding the page with 304 and no bytes', async () => {
    const page = await get('/drama', BR);
    const revalidated = await get('/drama', {
      ...BR,
      'if-none-match': page.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(page.headers.etag);
    const stale = await get('/drama', { ...BR, 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps a page of its own per language, path and query-named head', async () => {
    const zh = await get('/movie');
    const en = await get('/en/movie');
    expect(en.body).toContain('<html lang="en"');
    expect(canonicalOf(en.body)).toBe('http://xinghe.test/en/movie');
    expect(en.body).not.toBe(zh.body);
    const drama = await get('/drama');
    expect(canonicalOf(drama.body)).toBe('http://xinghe.test/drama');
    const other = await host.inject({ url: '/movie', headers: { host: 'other.test' } });
    expect(canonicalOf(other.body)).toBe('http://other.test/movie');
    const searched = await get('/search?word=abc');
    expect(searched.body).toContain('“abc”');
    expect((await get('/search?word=xyz')).body).toContain('“xyz”');
  });

  it('still sends a viewer to their language first, and says the reply varies by it', async () => {
    await get('/movie');
    const redirected = await get('/movie', { 'accept-language': 'en-US,en;q=0.9' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/en/movie');
    const unprefixed = await get('/movie');
    expect(unprefixed.headers.vary).toContain('Accept-Language');
    expect((await get('/en/movie')).headers.vary).not.toContain('Accept-Language');
  });

  it('makes a page again after the window, or sooner when the answer it names goes stale', async () => {
    // The first banner the home page preloads, as the API would answer it: fresh for `forMs`.
    const banner = { image: '/api/images/banner/3.webp', forMs: Number.POSITIVE_INFINITY };
    const firstScreen = {
      ready: Promise.resolve(),
      askedOf: (_page: PagePath, location: string) => location,
      screenOf: async (page: PagePath) =>
        page.id === 'home'
          ? { value: { picture: banner.image, data: null }, until: clock.now + banner.forMs }
          : { value: null, until: Number.POSITIVE_INFINITY },
    };
    const own = await buildHost({
      clientDir: client.dir,
      firstScreen,
      pageCache: { now: () => clock.now },
    });
    try {
      const home = async () => (await own.inject({ url: '/' })).body;
      expect(await home()).toContain('/api/images/banner/3.webp');
      banner.image = '/api/images/banner/8.webp';
      clock.now += 59_999;
      expect(await home()).toContain('/api/images/banner/3.webp');
      clock.now += 1;
      expect(await home()).toContain('/api/images/banner/8.webp');

      // An answer fresh for 5 s: the page made from it is kept 5 s, not the whole minute.
      banner.forMs = 5_000;
      clock.now += 60_000;
      expect(await home()).toContain('/api/images/banner/8.webp');
      banner.image = '/api/images/banner/9.webp';
      clock.now += 4_999;
      expect(await home()).toContain('/api/images/banner/8.webp');
      clock.now += 1;
      expect(await home()).toContain('/api/images/banner/9.webp');
    } finally {
      await own.close();
    }
  });
});
