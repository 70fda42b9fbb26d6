/**
 * The proxy's method check: a contract path asked with a method the contract does not list there
 * is refused with 405 and never forwarded; a path the contract does not list stays a 404.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir, startFakeUpstream } from './host-helpers';

describe('API proxy methods', () => {
  const client = createClientDir();
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let host: FastifyInstance;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    host = await buildHost({ clientDir: client.dir, upstream: upstream.origin });
  });
  afterEach(() => {
    upstream.received.length = 0;
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
    client.remove();
  });

  it('answers a contract path with a method the contract does not list 405, naming the ones it does', async () => {
    const reply = await host.inject({
      method: 'POST',
      url: '/v3/web/api/home',
      headers: { 'content-type': 'application/json' },
      payload: '{"chName":"movie"}',
    });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
    expect(reply.json()).toEqual({ code: 405, msg: '不支持的请求方法', data: null });
    // Methods other contract paths use (DELETE, GET), ones none uses (PUT, PATCH, OPTIONS), and
    // HEAD where no GET is.
    const others = [
      { method: 'DELETE', url: '/v3/web/api/home', allow: 'GET, HEAD' },
      { method: 'PUT', url: '/v3/web/api/home', allow: 'GET, HEAD' },
      { method: 'PATCH', url: '/api/images/poster/12.webp', allow: 'GET, HEAD' },
      { method: 'OPTIONS', url: '/v3/web/api/home', allow: 'GET, HEAD' },
      { method: 'GET', url: '/user/login', allow: 'POST' },
      { method: 'HEAD', url: '/user/login', allow: 'POST' },
      { method: 'PUT', url: '/user/dianbo/collect', allow: 'DELETE, GET, HEAD, POST' },
    ] as const;
    for (const { allow, ...request } of others) {
      const refused = await host.inject({ ...request, payload: '{}' });
      expect(refused.statusCode, `${request.method} ${request.url}`).toBe(405);
      expect(refused.headers.allow, `${request.method} ${request.url}`).toBe(allow);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(upstream.received).toEqual([]);
  });

  it('still answers 404 for a path the contract does not list, whatever the method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await host.inject({ method, url: '/v3/web/api/unknown' });
      expect(reply.statusCode, method).toBe(404);
      expect(reply.headers.allow, method).toBeUndefined();
    }
  });
});
