import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { hostServerOptions } from '../server/app';
import { buildHost, createClientDir, fakeBuild, startFakeUpstream } from './host-helpers';

/** `{ directive: value }` of a Content-Security-Policy header. */
function directives(csp: unknown): Record<string, string> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  const client = createClientDir();
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let host: FastifyInstance;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    host = await buildHost({ clientDir: client.dir, upstream: upstream.origin });
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
    client.remove();
  });

  it("sends a CSP for self that lets HLS use blob: media and workers, and a viewer's source's https media", async () => {
    const reply = await host.inject({ url: '/' });
    expect(directives(reply.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'media-src': "'self' blob: https:",
      'worker-src': "'self' blob:",
      'connect-src': "'self' https:",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  });

  it("lets media come from a test mock's plain-http source fixture too, and only then", async () => {
    const withFixture = await buildHost({
      clientDir: client.dir,
      upstream: upstream.origin,
      mediaOrigins: ['http://127.0.0.1:4180'],
    });
    const csp = directives(
      (await withFixture.inject({ url: '/' })).headers['content-security-policy'],
    );
    await withFixture.close();
    expect(csp['connect-src']).toBe("'self' https: http://127.0.0.1:4180");
    expect(csp['media-src']).toBe("'self' blob: https: http://127.0.0.1:4180");
    expect(csp['script-src']).toBe("'self'");
  });

  it('sends only its own set: no other cross-origin or legacy headers', async () => {
    const reply = await host.inject({ url: '/' });
    for (const name of [
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'cross-origin-embedder-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'strict-transport-security',
    ]) {
      expect(reply.headers[name], name).toBeUndefined();
    }
  });

  it('lets other sites embed the /zj/ player page, and only that page', async () => {
    const embed = await host.inject({ url: '/zj/12/2' });
    expect(embed.statusCode).toBe(200);
    expect(directives(embed.headers['content-security-policy'])['frame-ancestors']).toBe('*');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const player = await host.inject({ url: '/vod/play-official/12/2' });
    expect(directives(player.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
  });

  it.each(['/en/zj/12/2', '/zh-TW/zj/12/2'])(
    'lets other sites embed the player page in every language: %s',
    async (url) => {
      const embed = await host.inject({ url });
      expect(embed.statusCode).toBe(200);
      expect(directives(embed.headers['content-security-policy'])['frame-ancestors']).toBe('*');
      expect(embed.headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each(['/zj/junk', '/zj/', '/zj/12/2/extra', '/zj/..%2f/x/y/z', '/en/zj/junk', '/zj/x.js'])(
    'refuses framing of a not-found page under the player path: %s',
    async (url) => {
      const reply = await host.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(directives(reply.headers['content-security-policy'])['frame-ancestors']).toBe(
        "'none'",
      );
      expect(reply.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('puts the headers on assets, proxied API replies and 404s too', async () => {
    for (const url of [`/${fakeBuild.homeJs}`, '/v3/web/api/home', '/no/such/page', '/healthz']) {
      const reply = await host.inject({ url });
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("replaces an upstream's own security headers on proxied replies with the host's", async () => {
    const loose = await startFakeUpstream({
      'content-security-policy': 'default-src *',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'unsafe-url',
    });
    const proxied = await buildHost({ clientDir: client.dir, upstream: loose.origin });
    try {
      const reply = await proxied.inject({ url: '/v3/web/api/home' });
      expect(reply.statusCode).toBe(200);
      expect(directives(reply.headers['content-security-policy'])['default-src']).toBe("'self'");
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await proxied.close();
      await loose.close();
    }
  });

  it('adds Strict-Transport-Security to replies over https only', async () => {
    const behindTls = Fastify({ ...hostServerOptions, logger: false, trustProxy: true });
    await behindTls.register(app, { clientDir: client.dir, upstream: upstream.origin });
    try {
      const https = await behindTls.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=15552000; includeSubDomains',
      );
      const http = await behindTls.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindTls.close();
    }
  });

  it('answers a malformed request in the envelope with a Chinese message, not a 500', async () => {
    const reply = await host.inject({ url: '/vod/detail/%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, msg: '请求参数错误', data: null });
  });
});
