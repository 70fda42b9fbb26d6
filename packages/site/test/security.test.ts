import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir, fakeBuild, startFakeUpstream } from './host-helpers.ts';

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

  it('sends a CSP for self that lets HLS use blob: media and workers', async () => {
    const reply = await host.inject({ url: '/' });
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['img-src']).toBe("'self' data: blob:");
    expect(csp['media-src']).toBe("'self' blob:");
    expect(csp['worker-src']).toBe("'self' blob:");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets other sites embed the /zj/ player page, and only that page', async () => {
    const embed = await host.inject({ url: '/zj/12/2' });
    expect(embed.statusCode).toBe(200);
    expect(directives(embed.headers['content-security-policy'])['frame-ancestors']).toBe('*');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const player = await host.inject({ url: '/vod/play-official/12/2' });
    expect(directives(player.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
  });

  it('puts the headers on assets, proxied API replies and 404s too', async () => {
    for (const url of [`/${fakeBuild.homeJs}`, '/v3/web/api/home', '/no/such/page', '/healthz']) {
      const reply = await host.inject({ url });
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers a malformed request in the envelope with a Chinese message, not a 500', async () => {
    const reply = await host.inject({ url: '/vod/detail/%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, msg: '请求参数错误', data: null });
  });
});
