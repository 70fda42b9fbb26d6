/**
 * Replies made per request (pages, proxied JSON) are compressed when the browser accepts it;
 * precompressed assets and media pass as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir, fakeBuild } from './host-helpers';

const bigData = { list: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `影片${i}` })) };
const segment = Buffer.alloc(8_000, 7);
const playlist = [
  '#EXTM3U',
  ...Array.from({ length: 500 }, () => '#EXTINF:2.0,\nc1-seg_000.m4s'),
].join('\n');

async function startApi() {
  const api = Fastify({ logger: false });
  api.get('/v3/web/api/home', async () => ({ code: 0, msg: 'ok', data: bigData }));
  api.get('/api/media/vod/:line/:vid/:ep/:quality/:file', async (request, reply) =>
    (request.params as { file: string }).file === 'index.m3u8'
      ? reply.header('content-type', 'application/vnd.apple.mpegurl').send(playlist)
      : reply.header('content-type', 'video/iso.segment').send(segment),
  );
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin, close: () => api.close() };
}

describe('compression of the host replies', () => {
  const client = createClientDir();
  let api: Awaited<ReturnType<typeof startApi>>;
  let host: FastifyInstance;
  const get = (url: string, encoding?: string) =>
    host.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  beforeAll(async () => {
    api = await startApi();
    host = await buildHost({ clientDir: client.dir, upstream: api.origin });
  });
  afterAll(async () => {
    await host.close();
    await api.close();
    client.remove();
  });

  it('sends a page brotli- or gzip-compressed, the same HTML once decompressed', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a proxied JSON reply', async () => {
    const home = await get('/v3/web/api/home', 'gzip, br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(home.rawPayload).toString()).data).toEqual(bigData);
    const plain = await get('/v3/web/api/home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(bigData);
  });

  it('compresses a proxied HLS playlist', async () => {
    const url = '/api/media/vod/official/1/1/360p/index.m3u8?sign=x';
    const br = await get(url, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(playlist.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(playlist);
  });

  it('leaves media and the build-time compressed assets as they are', async () => {
    const media = await get('/api/media/vod/official/1/1/360p/seg_000.m4s?sign=x', 'gzip, br');
    expect(media.headers['content-encoding']).toBeUndefined();
    expect(media.rawPayload.equals(segment)).toBe(true);
    const asset = await get(`/${fakeBuild.entryJs}`, 'gzip, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(fakeBuild.entrySource);
  });
});
