/**
 * What a viewer gets from a reply the proxy keeps (server/proxy/sharedReplies.ts), route by route:
 * the upstream's reply unchanged (compressed once for a browser that accepts it, in Traditional
 * characters for a zh-TW viewer), asked of the upstream again only once it is stale, a browser's
 * revalidation answered without the upstream; and what it never keeps still reaching the upstream.
 * The clock is faked (Date only), so staleness needs no waiting.
 */
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SCRIPT_HEADER, TRADITIONAL_SCRIPT } from '../src/content/script';
import { buildHost, createClientDir } from './host-helpers';

const HOME = '/v3/web/api/home?chName=movie';
const POSTER = '/api/images/poster/7.webp';
const SHARED = 'public, max-age=0, s-maxage=30';
const WEEK = 'public, max-age=604800';

/** A home reply big enough to be worth compressing, in Simplified characters. */
const home = {
  code: 0,
  msg: 'ok',
  data: {
    title: '头发与皇后',
    items: Array.from({ length: 60 }, (_, id) => ({ id, name: '后来' })),
  },
};
const poster = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 poster bytes');

/** A stand-in API: what each route answers, and every request it got. */
async function startApi() {
  const received: { url: string; headers: Record<string, unknown> }[] = [];
  const api = Fastify({ logger: false });
  api.addHook('onRequest', async (request) => {
    received.push({ url: request.url, headers: request.headers });
  });
  api.get('/v3/web/api/home', async (_request, reply) =>
    reply.header('cache-control', SHARED).header('etag', '"home-1"').send(home),
  );
  api.get('/api/images/:kind/:name', async (_request, reply) =>
    reply.type('image/webp').header('cache-control', WEEK).send(poster),
  );
  api.get('/user/detail', async (_request, reply) =>
    reply.header('cache-control', 'private, max-age=60').send({ code: 0, data: { name: '星河' } }),
  );
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin, received, close: () => api.close() };
}

describe('replies the proxy keeps', () => {
  const client = createClientDir();
  let api: Awaited<ReturnType<typeof startApi>>;
  let host: FastifyInstance;
  const asked = (url: string) => api.received.filter((r) => r.url === url).length;
  beforeAll(async () => {
    api = await startApi();
    host = await buildHost({ clientDir: client.dir, upstream: api.origin });
  });
  beforeEach(() => {
    // Each test sets a later day of its own: what an earlier test kept is stale by then.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    api.received.length = 0;
  });
  afterAll(async () => {
    await host.close();
    await api.close();
    client.remove();
  });

  describe(`GET ${HOME} (shared for 30 s)`, () => {
    it('is asked of the upstream once while fresh, then sent from memory unchanged', async () => {
      vi.setSystemTime(Date.UTC(2026, 1, 1));
      const first = await host.inject({ url: HOME });
      vi.setSystemTime(Date.UTC(2026, 1, 1, 0, 0, 12));
      const second = await host.inject({ url: HOME });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(home);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['cache-control']).toBe(SHARED);
      expect(second.headers.etag).toBe('"home-1"');
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers.age).toBe('12');
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(asked(HOME)).toBe(1);
    });

    it('is sent in brotli to a browser that accepts it, the same JSON', async () => {
      vi.setSystemTime(Date.UTC(2026, 2, 1));
      await host.inject({ url: HOME });
      const kept = await host.inject({ url: HOME, headers: { 'accept-encoding': 'gzip, br' } });
      expect(kept.headers['content-encoding']).toBe('br');
      expect(String(kept.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(kept.rawPayload).toString('utf8'))).toEqual(home);
      expect(asked(HOME)).toBe(1);
    });

    it('is asked of the upstream again once stale', async () => {
      vi.setSystemTime(Date.UTC(2026, 3, 1));
      await host.inject({ url: HOME });
      vi.setSystemTime(Date.UTC(2026, 3, 1, 0, 0, 31));
      const stale = await host.inject({ url: HOME });
      expect(stale.json()).toEqual(home);
      expect(asked(HOME)).toBe(2);
    });

    it('is asked again when the browser asks for a fresh answer', async () => {
      vi.setSystemTime(Date.UTC(2026, 4, 1));
      await host.inject({ url: HOME });
      await host.inject({ url: HOME, headers: { 'cache-control': 'no-cache' } });
      expect(asked(HOME)).toBe(2);
    });

    it("answers a browser's revalidation with its ETag with 304, without the upstream", async () => {
      vi.setSystemTime(Date.UTC(2026, 5, 1));
      await host.inject({ url: HOME });
      const same = await host.inject({ url: HOME, headers: { 'if-none-match': '"home-1"' } });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      const other = await host.inject({ url: HOME, headers: { 'if-none-match': '"home-0"' } });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(home);
      expect(asked(HOME)).toBe(1);
    });

    it('comes back in Traditional characters for a zh-TW viewer, and stays Simplified for others', async () => {
      vi.setSystemTime(Date.UTC(2026, 6, 1));
      const marked = { [CONTENT_SCRIPT_HEADER]: TRADITIONAL_SCRIPT };
      const simplified = await host.inject({ url: HOME });
      for (const headers of [marked, { ...marked, 'accept-encoding': 'br' }]) {
        const converted = await host.inject({ url: HOME, headers });
        const body = converted.headers['content-encoding']
          ? brotliDecompressSync(converted.rawPayload).toString('utf8')
          : converted.body;
        expect(JSON.parse(body).data.title).toBe('頭髮與皇后');
        expect(JSON.parse(body).data.items[0]).toEqual({ id: 0, name: '後來' });
      }
      const again = await host.inject({ url: HOME });
      expect(again.json()).toEqual(simplified.json());
      expect(again.json().data.title).toBe('头发与皇后');
      expect(asked(HOME)).toBe(1);
    });
  });

  describe(`GET ${POSTER} (shared for a week)`, () => {
    it('is sent from memory as the same bytes, never compressed again', async () => {
      vi.setSystemTime(Date.UTC(2026, 7, 1));
      const first = await host.inject({ url: POSTER });
      const second = await host.inject({ url: POSTER, headers: { 'accept-encoding': 'br' } });
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('image/webp');
      expect(second.headers['content-encoding']).toBeUndefined();
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.rawPayload.equals(poster)).toBe(true);
      expect(asked(POSTER)).toBe(1);
    });
  });

  describe('GET /user/detail (private)', () => {
    it('reaches the upstream on every request', async () => {
      for (let i = 0; i < 3; i++) {
        const reply = await host.inject({ url: '/user/detail', headers: { token: 'a.b.c' } });
        expect(reply.json().data.name).toBe('星河');
      }
      expect(asked('/user/detail')).toBe(3);
    });
  });
});
