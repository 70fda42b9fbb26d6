/**
 * The host as `server.ts` starts it from its environment, with the embedded mock: who counts as the
 * client behind proxies (TRUST_PROXY), and which origin goes into the URLs it writes (PUBLIC_ORIGIN).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../server/config';
import type { RunningHost } from '../server/start';
import { createClientDir, startTestHost } from './host-helpers';

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Reply {
  status: number;
  text: string;
  /** The body parsed as JSON, typed as the caller expects it. */
  json: <T = { code: number }>() => T;
}

/** A request with the headers given, `Host` included (fetch would not send a forged one). */
function call(port: number, { method = 'GET', path, headers = {}, body }: Call) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Reply>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(payload && { 'content-type': 'application/json' }) },
      },
      (reply) => {
        let text = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (text += chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            text,
            json: <T>() => JSON.parse(text) as T,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const client = createClientDir();
afterAll(() => client.remove());

/** Starting must fail; if it does not, the host is closed again so the run can go on. */
async function startRefused(env: Record<string, string>): Promise<Error> {
  try {
    const started = await startTestHost(client.dir, env);
    await started.close();
  } catch (error) {
    return error as Error;
  }
  throw new Error(`the host started with ${JSON.stringify(env)}`);
}

describe('TRUST_PROXY', () => {
  const perIpLimit = 3;
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir, {
      // The test's own connections (from loopback) play the load balancer.
      TRUST_PROXY: '127.0.0.1',
      MOCK_RATE_LIMITS: JSON.stringify({
        userExistPerIp: { limit: perIpLimit, windowSeconds: 3600 },
      }),
    });
  });
  afterAll(() => host.close());

  /** `/user/exist` is limited per client IP; the proxy appends the address it saw last. */
  const existFrom = (forwardedFor: string) =>
    call(host.port, {
      path: '/user/exist/a%40b.test',
      headers: { 'x-forwarded-for': forwardedFor },
    }).then((reply) => reply.json().code);

  it('counts each client behind the trusted proxy apart, whatever X-Forwarded-For it wrote itself', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= perIpLimit; i += 1) {
      // A new forged address each time, before the one the proxy appended.
      codes.push(await existFrom(`10.9.${i}.1, 198.51.100.7`));
    }
    expect(codes).toEqual([0, 0, 0, 429]);
    // Another client behind the same proxy has its own allowance.
    expect(await existFrom('10.9.9.9, 198.51.100.8')).toBe(0);
  });

  it('refuses to start with a hop count or "true", which would believe any client', async () => {
    for (const value of ['1', 'true', '2']) {
      const error = await startRefused({ TRUST_PROXY: value, API_UPSTREAM: 'http://127.0.0.1:9' });
      expect(error.message).toMatch(/TRUST_PROXY/);
      expect(error.message).toMatch(/address/);
    }
  });

  it('refuses ranges wider than a /8 (IPv6 /32) with the one-line config message, never a stack', async () => {
    for (const value of [
      '0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '::/0',
      '2001:db8::/31',
      '::ffff:0:0/96',
    ]) {
      const error = await startRefused({ TRUST_PROXY: value, API_UPSTREAM: 'http://127.0.0.1:9' });
      expect(error, value).toBeInstanceOf(ConfigError);
      expect(error.message, value).toMatch(/TRUST_PROXY/);
      expect(error.message, value).not.toMatch(/\n/);
    }
    // The widest ranges a real proxy tier uses still start.
    const started = await startTestHost(client.dir, {
      TRUST_PROXY: '10.0.0.0/8,2001:db8::/32,loopback',
      API_UPSTREAM: 'http://127.0.0.1:9',
    });
    await started.close();
  });

  it('refuses to start with something that is not an address or a CIDR range', async () => {
    for (const value of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1,,']) {
      const error = await startRefused({ TRUST_PROXY: value, API_UPSTREAM: 'http://127.0.0.1:9' });
      expect(error.message, value).toMatch(/TRUST_PROXY/);
    }
  });
});

describe('HOST_CACHE_MB', () => {
  it('refuses to start with something that is not a whole number of megabytes', async () => {
    for (const value of ['abc', '0', '-5', '1.5']) {
      const error = await startRefused({
        HOST_CACHE_MB: value,
        API_UPSTREAM: 'http://127.0.0.1:9',
      });
      expect(error, value).toBeInstanceOf(ConfigError);
      expect(error.message, value).toMatch(/HOST_CACHE_MB/);
    }
  });
});

describe('without TRUST_PROXY', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir, {
      MOCK_RATE_LIMITS: JSON.stringify({ userExistPerIp: { limit: 2, windowSeconds: 3600 } }),
    });
  });
  afterAll(() => host.close());

  it('ignores X-Forwarded-For: a client cannot reset its per-IP limit by inventing addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await call(host.port, {
        path: '/user/exist/a%40b.test',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(reply.json().code);
    }
    expect(codes).toEqual([0, 0, 429]);
  });

  it("writes an order's payUrl on the Host the browser named, and never on the mock's own address", async () => {
    const login = await call(host.port, {
      method: 'POST',
      path: '/__dev/login',
      body: { email: 'member@xinghe.test' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const order = (hostHeader: string) =>
      call(host.port, {
        method: 'POST',
        path: '/api/v1/pay/qrcode',
        headers: { host: hostHeader, token },
        body: { productId: 1, channel: 'alipay' },
      });
    const plain = await order(`localhost:${host.port}`);
    expect(plain.json<{ data: { payUrl: string } }>().data.payUrl).toMatch(
      new RegExp(`^http://localhost:${host.port}/__dev/pay/ord_`),
    );
    for (const forged of ['127.0.0.1:3200@evil.example', 'evil.example/x', 'a b']) {
      const reply = await order(forged);
      expect(reply.json(), forged).toEqual({ code: 400, msg: '请求的主机名无效', data: null });
    }
  });
});

describe('PUBLIC_ORIGIN', () => {
  const publicOrigin = 'https://www.xinghe.example';
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir, { PUBLIC_ORIGIN: publicOrigin });
  });
  afterAll(() => host.close());

  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil2.example' };

  it('is the origin of canonical links, whatever Host the request names', async () => {
    const reply = await call(host.port, { path: '/vip', headers: forged });
    expect(reply.text).toContain(`<link rel="canonical" href="${publicOrigin}/vip"`);
    expect(reply.text).not.toContain('evil');
  });

  it("is the origin of an order's payUrl, whatever Host the request names", async () => {
    const login = await call(host.port, {
      method: 'POST',
      path: '/__dev/login',
      body: { email: 'member@xinghe.test' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const products = await call(host.port, { path: '/api/v1/pay/product' });
    const productId = products.json<{ data: { products: { id: number }[] } }>().data.products[0]!
      .id;
    const order = await call(host.port, {
      method: 'POST',
      path: '/api/v1/pay/qrcode',
      headers: { ...forged, token },
      body: { productId, channel: 'alipay' },
    });
    expect(order.json().code).toBe(0);
    expect(order.json<{ data: { payUrl: string } }>().data.payUrl).toMatch(
      new RegExp(`^${publicOrigin}/__dev/pay/`),
    );
  });

  it('is required in production: the host refuses to start without it', async () => {
    const error = await startRefused({
      NODE_ENV: 'production',
      API_UPSTREAM: 'http://127.0.0.1:9',
    });
    // server.ts prints a ConfigError's message alone and exits with 1.
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/PUBLIC_ORIGIN/);
    expect(error.message).toMatch(/production/);
  });

  it('must be an origin: scheme and host, no path', async () => {
    for (const value of ['www.xinghe.example', 'ftp://x.example', 'https://x.example/site']) {
      const error = await startRefused({
        PUBLIC_ORIGIN: value,
        API_UPSTREAM: 'http://127.0.0.1:9',
      });
      expect(error.message, value).toMatch(/PUBLIC_ORIGIN/);
    }
  });
});

describe('SOURCE_ALLOW_HOSTS', () => {
  it('is refused in production with a message that says so', async () => {
    const error = await startRefused({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.xinghe.example',
      API_UPSTREAM: 'http://127.0.0.1:9',
      SOURCE_ALLOW_HOSTS: '127.0.0.1:4180',
    });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/SOURCE_ALLOW_HOSTS/);
    expect(error.message).toMatch(/production/);
  });
});
