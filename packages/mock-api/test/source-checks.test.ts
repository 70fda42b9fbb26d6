/**
 * The server-side checks (POST /user/source/alive, GET /metrics/v1/cors) through `app.inject`:
 * each refusal of a way into private networks, and a successful check against a local server.
 * No internet: the local server is reached through the test-only `sourceChecks.testLoopbackPort`
 * (code-only, refused in production), and names resolve through a fake resolver.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from './helpers';
import { newAccount, testClock } from './payment-helpers';
import { localServer, sourceCalls } from './source-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';
import { createSourceStore } from '../src/sources/store';
import { resolveCheckOptions } from '../src/sources/check-options';

const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n';
/** Fake DNS: what each test name resolves to. */
const DNS: Record<string, string[]> = {
  'internal.test': ['10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['93.184.216.34', '192.168.0.10'],
  'v6local.test': ['fd00::5'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'cgnat.test': ['100.64.1.1'],
  'compat.test': ['::7f00:1'],
};
let lookups: string[] = [];
let rebindQueries = 0;

const clock = testClock();
let app: FastifyInstance;
let api: ReturnType<typeof sourceCalls>;
let server: Awaited<ReturnType<typeof localServer>>;
let user: { id: number; token: string };

beforeAll(async () => {
  server = await localServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/live.m3u8') return response.end(PLAYLIST);
    if (url === '/page.html') return response.end('<html></html>');
    if (url === '/gone') return ((response.statusCode = 404), response.end());
    if (url.startsWith('/to?')) {
      response.writeHead(302, { location: decodeURIComponent(url.slice(4)) });
      return response.end();
    }
    if (url === '/loop') {
      response.writeHead(302, { location: '/loop' });
      return response.end();
    }
    if (url === '/cors') {
      response.writeHead(200, { 'access-control-allow-origin': '*' });
      return response.end();
    }
    if (url === '/slow') return; // never answers
    response.end('ok');
  });
  app = await buildTestApi({
    devRoutes: true,
    now: clock.now,
    // Dozens of checks as one account: the limits have their own tests (source-check-limits).
    rateLimits: {
      corsCheckPerIp: { limit: 1_000, windowSeconds: 60 },
      sourceCheckPerIp: { limit: 1_000, windowSeconds: 60 },
      sourceCheckPerUser: { limit: 1_000, windowSeconds: 60 },
    },
    sourceChecks: {
      testLoopbackPort: server.port,
      timeoutMs: 500,
      resolve: async (host) => {
        lookups.push(host);
        // A rebinding name: public on the first query, loopback on every later one.
        if (host === 'rebind.test')
          return rebindQueries++ === 0 ? ['93.184.216.34'] : ['127.0.0.1'];
        const answer = DNS[host];
        if (!answer) throw new Error('ENOTFOUND');
        return answer;
      },
    },
  });
  api = sourceCalls(app);
  user = await newAccount(app, 'checker');
}, APP_START_TIMEOUT);
afterAll(async () => {
  await app.close();
  await server.close();
});

/** Stores a source directly (the add route refuses these URLs before any check could run). */
function stored(url: string, type: 'hls' | 'list' = 'hls'): number {
  const made = createSourceStore(app.db).create(
    user.id,
    { name: '检测', url, type, shared: false },
    1,
  );
  return made.id;
}

const refusal = (msg: string) => ({ code: 400, msg, data: null });
const ADDRESS = '不能使用本机、内网或保留地址';

describe('POST /user/source/alive', () => {
  it('calls a playlist on the local test server alive', async () => {
    const { body } = await api.alive(user.token, stored(`${server.origin}/live.m3u8`));
    expect(body.data).toMatchObject({ alive: true, detail: '可以访问' });
  });

  it('says why a source is not alive: HTTP status, not a playlist, timeout, DNS', async () => {
    expect((await api.alive(user.token, stored(`${server.origin}/gone`))).body.data).toMatchObject({
      alive: false,
      detail: '服务器返回 HTTP 404',
    });
    const page = stored(`${server.origin}/page.html`);
    expect((await api.alive(user.token, page)).body.data.detail).toBe('不是有效的 HLS 播放列表');
    expect((await api.alive(user.token, stored(`${server.origin}/slow`))).body.data.detail).toBe(
      '检测超时',
    );
    expect(
      (await api.alive(user.token, stored('https://nowhere.test/a.m3u8'))).body.data.detail,
    ).toBe('无法解析该域名');
    // A source list needs no #EXTM3U.
    expect(
      (await api.alive(user.token, stored(`${server.origin}/page.html`, 'list'))).body.data.alive,
    ).toBe(true);
  });

  it.each([
    ['a name resolving to a private address', 'http://internal.test/a.m3u8'],
    ['a name resolving to the metadata address', 'http://metadata.test/latest'],
    ['a name with one private answer among public ones', 'https://mixed.test/a.m3u8'],
    ['a name resolving to a unique-local IPv6 address', 'https://v6local.test/a.m3u8'],
    ['a name resolving to IPv4-mapped loopback', 'https://mapped.test/a.m3u8'],
    ['a name resolving to CGNAT', 'https://cgnat.test/a.m3u8'],
    ['localhost', 'http://localhost/a.m3u8'],
    ['a *.localhost name', 'http://api.localhost/a.m3u8'],
    ['loopback on the allowed port', 'http://127.0.0.1/a.m3u8'],
    ['loopback in decimal', 'http://2130706433/a.m3u8'],
    ['loopback in hex', 'http://0x7f000001/a.m3u8'],
    ['loopback in octal', 'http://0177.0.0.1/a.m3u8'],
    ['loopback shortened', 'http://127.1/a.m3u8'],
    ['a private address', 'http://192.168.1.1/a.m3u8'],
    ['a 172.16/12 address', 'http://172.20.0.1/a.m3u8'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.100.100.200/latest'],
    ['unspecified', 'http://0.0.0.0/a.m3u8'],
    ['IPv6 loopback', 'http://[::1]/a.m3u8'],
    ['IPv6 link-local', 'http://[fe80::1]/a.m3u8'],
    ['IPv6 unique-local', 'http://[fd12:3456::1]/a.m3u8'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/a.m3u8'],
    ['IPv4-mapped IPv6 metadata', 'http://[::ffff:a9fe:a9fe]/a.m3u8'],
    ['NAT64 of a private address', 'http://[64:ff9b::a00:1]/a.m3u8'],
    ['IPv4-compatible IPv6 loopback', 'http://[::127.0.0.1]/a.m3u8'],
    ['IPv4-compatible IPv6 metadata', 'http://[::a9fe:a9fe]/latest'],
    ['IPv4-translated IPv6 loopback', 'http://[::ffff:0:7f00:1]/a.m3u8'],
    ['local-use NAT64 of loopback', 'http://[64:ff9b:1::7f00:1]/a.m3u8'],
    ['6to4 of loopback', 'http://[2002:7f00:1::1]/a.m3u8'],
    ['6to4 of a public address', 'http://[2002:5db8:d822::1]/a.m3u8'],
    ['Teredo whose client is loopback', 'http://[2001:0:5db8:d822:8000:63bf:80ff:fffe]/a.m3u8'],
    ['a name resolving to IPv4-compatible loopback', 'https://compat.test/a.m3u8'],
  ])('refuses %s', async (_what, url) => {
    const before = server.hits();
    expect((await api.alive(user.token, stored(url))).body).toEqual(refusal(ADDRESS));
    expect(server.hits()).toBe(before);
  });

  it.each([
    ['another port', 'http://example.test:8080/a.m3u8', '只支持 80 或 443 端口'],
    [
      'the test server port on a public name',
      'http://example.test:1/a.m3u8',
      '只支持 80 或 443 端口',
    ],
    ['a non-http scheme', 'file:///etc/passwd', '只支持 http 或 https 链接'],
    ['user:password', 'http://a:b@example.test/', '链接中不能包含用户名或密码'],
  ])('refuses %s', async (_what, url, msg) => {
    expect((await api.alive(user.token, stored(url))).body).toEqual(refusal(msg));
  });

  it.each([
    ['a private address', 'http://10.0.0.1/a.m3u8', ADDRESS],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', ADDRESS],
    ['a name resolving to a private address', 'http://internal.test/', ADDRESS],
    ['IPv6 loopback', 'http://[::1]/', ADDRESS],
    ['another port of loopback', 'http://127.0.0.1:22/', '只支持 80 或 443 端口'],
    ['a file URL', 'file:///etc/passwd', '只支持 http 或 https 链接'],
  ])('refuses a redirect into %s', async (_what, target, msg) => {
    const id = stored(`${server.origin}/to?${encodeURIComponent(target)}`);
    expect((await api.alive(user.token, id)).body).toEqual(refusal(msg));
  });

  it('follows a few redirects, then gives up', async () => {
    const id = stored(`${server.origin}/to?${encodeURIComponent('/live.m3u8')}`);
    expect((await api.alive(user.token, id)).body.data.alive).toBe(true);
    const loop = stored(`${server.origin}/loop`);
    const before = server.hits();
    expect((await api.alive(user.token, loop)).body.data.detail).toBe('重定向次数过多');
    expect(server.hits() - before).toBe(4); // the first request and 3 redirects
  });

  it('connects to the address it checked, resolving each name once per hop', async () => {
    lookups = [];
    await api.alive(user.token, stored('http://internal.test/once'));
    expect(lookups).toEqual(['internal.test']);
  });

  it('is not fooled by DNS rebinding: the socket uses the first, vetted answer', async () => {
    const before = server.hits();
    const { body } = await api.alive(user.token, stored(`http://rebind.test:80/live.m3u8`));
    expect(rebindQueries).toBe(1);
    expect(body.data.alive).toBe(false);
    expect(server.hits()).toBe(before);
  });

  it('caches a result for 60 s', async () => {
    const id = stored(`${server.origin}/live.m3u8?cached`);
    const first = (await api.alive(user.token, id)).body.data;
    const hits = server.hits();
    clock.advance(59);
    expect((await api.alive(user.token, id)).body.data).toEqual(first);
    expect(server.hits()).toBe(hits);
    clock.advance(2);
    await api.alive(user.token, id);
    expect(server.hits()).toBe(hits + 1);
  });
});

describe('GET /metrics/v1/cors', () => {
  it.each([
    ['loopback', '127.0.0.1', ADDRESS],
    ['loopback in decimal', '2130706433', ADDRESS],
    ['the metadata address', '169.254.169.254', ADDRESS],
    ['a private address on port 80', '10.0.0.1:80', ADDRESS],
    ['IPv6 loopback', '[::1]', ADDRESS],
    ['IPv4-mapped IPv6', '[::ffff:10.0.0.1]', ADDRESS],
    ['IPv4-compatible IPv6 loopback', '[::7f00:1]', ADDRESS],
    ['6to4 of a private address', '[2002:a00:1::]', ADDRESS],
    ['a name resolving to a private address', 'internal.test', ADDRESS],
    ['localhost', 'localhost', ADDRESS],
    ['another port', 'example.test:8080', '只支持 80 或 443 端口'],
    ['a scheme', 'file:///etc/passwd', '请输入有效的主机名'],
    ['a user', 'a@example.test', '请输入有效的主机名'],
    ['a path', 'example.test/admin', '请输入有效的主机名'],
  ])('refuses %s', async (_what, host, msg) => {
    expect((await api.cors(host)).body).toEqual(refusal(msg));
  });

  it('answers for a host that cannot be reached', async () => {
    expect((await api.cors('nowhere.test')).body.data).toMatchObject({
      reachable: false,
      cors: false,
    });
  });
});

describe('the test-only override', () => {
  it('cannot be enabled in production', () => {
    expect(() =>
      resolveCheckOptions({ testLoopbackPort: 1234 }, { NODE_ENV: 'production' }),
    ).toThrow(/tests only/);
    expect(
      resolveCheckOptions(undefined, { NODE_ENV: 'production' }).testLoopbackPort,
    ).toBeUndefined();
  });
});
