import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir, fakeBuild } from './host-helpers';

describe('static files of the built client', () => {
  const client = createClientDir();
  let host: FastifyInstance;
  beforeAll(async () => {
    host = await buildHost({ clientDir: client.dir });
  });
  afterAll(async () => {
    await host.close();
    client.remove();
  });

  it('caches hashed assets for a year as immutable', async () => {
    const reply = await host.inject({ url: `/${fakeBuild.homeJs}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.body).toContain('HomePage');
  });

  it('caches other files only briefly', async () => {
    const reply = await host.inject({ url: '/favicon.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=600');
  });

  it('serves the icon the build drew as a PNG, beside its SVG design', async () => {
    // The PNG signature and a header chunk: what scripts/rasterFavicon.ts writes to the build.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    writeFileSync(join(client.dir, 'favicon.png'), png);
    const reply = await host.inject({ url: '/favicon.png' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.rawPayload).toEqual(png);
    expect((await host.inject({ url: '/favicon.svg' })).headers['content-type']).toMatch(/svg/);
  });

  it('sends the brotli file when the browser accepts br', async () => {
    const reply = await host.inject({
      url: `/${fakeBuild.entryJs}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(fakeBuild.entrySource);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await host.inject({
      url: `/${fakeBuild.entryJs}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(fakeBuild.entrySource);
    const plain = await host.inject({ url: `/${fakeBuild.entryJs}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(fakeBuild.entrySource);
  });

  it('never serves index.html or the compressed siblings as raw files', async () => {
    const index = await host.inject({ url: '/index.html' });
    expect(index.statusCode).toBe(404);
    expect(index.body).not.toContain('{{title}}');
    const sibling = await host.inject({ url: `/${fakeBuild.entryJs}.br` });
    expect(sibling.statusCode).toBe(404);
  });

  it('does not serve the build manifest or escape the client folder', async () => {
    expect((await host.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    const traversal = await host.inject({ url: '/assets/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('"name"');
  });
});
