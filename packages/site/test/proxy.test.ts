import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { browserDevRoutes } from '@xinghe/mock-api';
import proxy, { parseUpstream } from '../server/plugins/proxy';
import { buildHost, createClientDir, startFakeUpstream } from './host-helpers';

describe('API proxy', () => {
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

  it('forwards a contract path with its query string intact', async () => {
    const reply = await host.inject({ url: '/v3/web/api/home?chName=movie&page=0&word=%E9%95%BF' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { echoed: '/v3/web/api/home?chName=movie&page=0&word=%E9%95%BF' },
    });
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]).toMatchObject({
      method: 'GET',
      url: '/v3/web/api/home?chName=movie&page=0&word=%E9%95%BF',
    });
  });

  it('passes the app headers and the token through', async () => {
    await host.inject({
      url: '/v3/web/api/getSearchOptions',
      headers: {
        'app-id': 'xinghe-web',
        'app-channel': 'google',
        'device-type': '3',
        token: 'a.b.c',
      },
    });
    const headers = upstream.received[0]!.headers;
    expect(headers['app-id']).toBe('xinghe-web');
    expect(headers['app-channel']).toBe('google');
    expect(headers['device-type']).toBe('3');
    expect(headers.token).toBe('a.b.c');
    expect(headers.host).toBe(new URL(upstream.origin).host);
    expect(headers['x-forwarded-for']).toBeTruthy();
  });

  it('forwards path parameters of a parametric contract path', async () => {
    const reply = await host.inject({ url: '/api/images/poster/12.webp' });
    expect(reply.statusCode).toBe(200);
    expect(upstream.received[0]?.url).toBe('/api/images/poster/12.webp');
  });

  it('forwards encoded path parameters exactly as the browser sent them', async () => {
    for (const url of ['/api/images/poster/%E9%95%BF%20a.webp', '/user/exist/a%2Bb%40x.test']) {
      const reply = await host.inject({ url });
      expect(reply.statusCode, url).toBe(200);
    }
    expect(upstream.received.map((request) => request.url)).toEqual([
      '/api/images/poster/%E9%95%BF%20a.webp',
      '/user/exist/a%2Bb%40x.test',
    ]);
  });

  it('refuses a path parameter that climbs out of its path, without forwarding it', async () => {
    const reply = await host.inject({ url: '/api/images/poster/..%2F..%2Fuser%2Fdetail' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, msg: '请求参数错误', data: null });
    expect(upstream.received).toEqual([]);
  });

  it('reuses its kept-alive connections to the upstream', async () => {
    for (let i = 0; i < 10; i += 1) await host.inject({ url: '/v3/web/api/home' });
    // One after another, the requests share a connection or two instead of opening one each.
    const connections = new Set(upstream.received.map((request) => request.remotePort));
    expect(connections.size).toBeLessThanOrEqual(5);
  });

  it('does not forward paths the contract does not list', async () => {
    for (const url of ['/etc/passwd', '/v3/web/api/unknown', '/api/images/poster', '/v3/web/api']) {
      const reply = await host.inject({ url });
      expect(reply.statusCode, url).toBe(404);
    }
    expect(upstream.received).toEqual([]);
  });

  it('answers a miss under an API prefix with a JSON envelope, not the page', async () => {
    const reply = await host.inject({ url: '/v3/web/api/unknown' });
    expect(reply.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('forwards HEAD where the contract lists GET, as HEAD', async () => {
    const reply = await host.inject({ method: 'HEAD', url: '/v3/web/api/home?page=1' });
    expect(reply.statusCode).toBe(200);
    expect(upstream.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'HEAD /v3/web/api/home?page=1',
    ]);
  });

  it("passes the embedded mock's dev login on only when asked to (server.ts, outside production)", async () => {
    const login = {
      method: 'POST',
      url: '/__dev/login',
      payload: { email: 'vip@xinghe.test' },
    } as const;
    expect((await host.inject(login)).statusCode).toBe(404);
    expect(upstream.received).toEqual([]);

    const dev = await buildHost({
      clientDir: client.dir,
      upstream: upstream.origin,
      devRoutes: [{ method: 'POST', path: '/__dev/login', auth: 'none', group: 'account' }],
    });
    try {
      expect((await dev.inject(login)).statusCode).toBe(200);
      expect(upstream.received[0]).toMatchObject({ method: 'POST', url: '/__dev/login' });
    } finally {
      await dev.close();
    }
  });

  it("passes the mock's pay page on for any order id, however long", async () => {
    const dev = await buildHost({
      clientDir: client.dir,
      upstream: upstream.origin,
      devRoutes: browserDevRoutes,
    });
    try {
      const url = `/__dev/pay/${'x'.repeat(150)}`;
      expect((await dev.inject({ url })).statusCode).toBe(200);
      expect(upstream.received[0]).toMatchObject({ method: 'GET', url });
    } finally {
      await dev.close();
    }
  });

  it('names the public origin to the upstream, when one is set, whatever Host the request names', async () => {
    const fixed = await buildHost({
      clientDir: client.dir,
      upstream: upstream.origin,
      publicOrigin: 'https://www.xinghe.example',
    });
    try {
      await fixed.inject({
        url: '/v3/web/api/home',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
      });
      expect(upstream.received[0]!.headers['x-forwarded-host']).toBe('www.xinghe.example');
      expect(upstream.received[0]!.headers['x-forwarded-proto']).toBe('https');
    } finally {
      await fixed.close();
    }
  });

  it('cannot be pointed at another host by the request target', async () => {
    await host.inject({ url: '//evil.example/v3/web/api/home' });
    await host.inject({ url: '/v3/web/api/home', headers: { host: 'evil.example' } });
    for (const request of upstream.received) {
      expect(request.headers.host).toBe(new URL(upstream.origin).host);
    }
  });
});

describe('API proxy request bodies', () => {
  // The contract has only GET endpoints so far: mount the proxy on spec paths with a body
  // (SPEC section 7) to check bodies pass through unchanged.
  const bodyRoutes = [
    { method: 'POST', path: '/v3/web/api/search', auth: 'none', group: 'catalogue' },
    { method: 'DELETE', path: '/user/dianbo/collect', auth: 'token', group: 'vod' },
  ] as const;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let host: FastifyInstance;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    host = Fastify({ logger: false });
    await host.register(proxy, { upstream: upstream.origin, routes: bodyRoutes });
    await host.ready();
  });
  afterEach(() => {
    upstream.received.length = 0;
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
  });

  it('forwards a JSON body byte for byte, with its content type', async () => {
    // Odd spacing and key order: any re-serialisation on the way would show.
    const payload = '{ "word" : "长安",  "page":0, "size" :24 }';
    const reply = await host.inject({
      method: 'POST',
      url: '/v3/web/api/search?from=web',
      headers: { 'content-type': 'application/json; charset=utf-8', token: 'a.b.c' },
      payload,
    });
    expect(reply.statusCode).toBe(200);
    expect(upstream.received[0]).toMatchObject({
      method: 'POST',
      url: '/v3/web/api/search?from=web',
      body: payload,
    });
    expect(upstream.received[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(upstream.received[0]!.headers['content-length']).toBe(
      String(Buffer.byteLength(payload)),
    );
    expect(upstream.received[0]!.headers.token).toBe('a.b.c');
  });

  it('forwards a body that is not valid JSON untouched instead of rejecting it', async () => {
    await host.inject({
      method: 'POST',
      url: '/v3/web/api/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"word":',
    });
    expect(upstream.received[0]!.body).toBe('{"word":');
  });

  it('forwards an empty POST and a DELETE with a query', async () => {
    await host.inject({ method: 'POST', url: '/v3/web/api/search' });
    await host.inject({ method: 'DELETE', url: '/user/dianbo/collect?id=7' });
    expect(upstream.received.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/v3/web/api/search', ''],
      ['DELETE', '/user/dianbo/collect?id=7', ''],
    ]);
  });

  it('refuses a body over the limit in the envelope, without forwarding it', async () => {
    const reply = await host.inject({
      method: 'POST',
      url: '/v3/web/api/search',
      headers: { 'content-type': 'application/json' },
      payload: `"${'x'.repeat(1024 * 1024 + 1)}"`,
    });
    expect(reply.statusCode).toBe(413);
    expect(upstream.received).toEqual([]);
  });

  it('answers in the envelope when the upstream is down', async () => {
    const down = Fastify({ logger: false });
    await down.register(proxy, { upstream: 'http://127.0.0.1:9', routes: bodyRoutes });
    try {
      const reply = await down.inject({ method: 'POST', url: '/v3/web/api/search' });
      expect(reply.statusCode).toBe(502);
      expect(reply.json()).toEqual({ code: 502, msg: '服务暂时不可用，请稍后重试', data: null });
    } finally {
      await down.close();
    }
  });
});

describe('parseUpstream', () => {
  it('accepts an origin and refuses paths, credentials and other schemes', () => {
    expect(parseUpstream('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(parseUpstream('https://api.example.com/')).toBe('https://api.example.com');
    expect(() => parseUpstream('ftp://x')).toThrow(/http or https/);
    expect(() => parseUpstream('http://x/api')).toThrow(/origin only/);
    expect(() => parseUpstream('http://u:p@x')).toThrow(/origin only/);
    expect(() => parseUpstream('not a url')).toThrow(/not a URL/);
  });
});
