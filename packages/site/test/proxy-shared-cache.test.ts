/**
 * The proxy's shared cache: a GET reply the upstream marks as the same for everyone (`public`,
 * `s-maxage`) is answered from memory while fresh; anything else reaches the upstream every time.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir, startFakeUpstream } from './host-helpers';

const HOME = '/v3/web/api/home';

/** A host in front of an upstream that sends `cacheControl` (none: no header) with every reply. */
function hostWithUpstreamSaying(cacheControl: string | null) {
  const client = createClientDir();
  const setup = {} as {
    upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
    host: FastifyInstance;
  };
  beforeAll(async () => {
    setup.upstream = await startFakeUpstream(
      cacheControl === null ? {} : { 'cache-control': cacheControl },
    );
    setup.host = await buildHost({ clientDir: client.dir, upstream: setup.upstream.origin });
  });
  afterEach(() => {
    setup.upstream.received.length = 0;
  });
  afterAll(async () => {
    await setup.host.close();
    await setup.upstream.close();
    client.remove();
  });
  return setup;
}

describe('replies the upstream shares with everyone', () => {
  const setup = hostWithUpstreamSaying('public, max-age=0, s-maxage=30');

  it('are asked of the upstream once and then answered from memory, unchanged', async () => {
    const first = await setup.host.inject({ url: `${HOME}?chName=movie` });
    const second = await setup.host.inject({ url: `${HOME}?chName=movie` });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(setup.upstream.received.map((r) => r.url)).toEqual([`${HOME}?chName=movie`]);
  });

  it('are kept per query: another channel is asked for', async () => {
    await setup.host.inject({ url: `${HOME}?chName=tv` });
    await setup.host.inject({ url: `${HOME}?chName=anime` });
    await setup.host.inject({ url: `${HOME}?chName=tv` });
    expect(setup.upstream.received.map((r) => r.url)).toEqual([
      `${HOME}?chName=tv`,
      `${HOME}?chName=anime`,
    ]);
  });

  it('are never kept for a method other than GET', async () => {
    const body = { type: 'movie', page: 1 };
    for (let i = 0; i < 2; i++) {
      const reply = await setup.host.inject({ method: 'POST', url: '/v3/web/api/filter', body });
      expect(reply.statusCode).toBe(200);
    }
    expect(setup.upstream.received).toHaveLength(2);
  });
});

describe("replies that vary with a request header (a phone's banner)", () => {
  const setup = hostWithUpstreamSaying('public, max-age=604800');
  const BANNER = '/api/images/banner/7.webp';
  const ask = (mobile: string) =>
    setup.host.inject({ url: BANNER, headers: { 'sec-ch-ua-mobile': mobile } });

  it("are kept apart: a desktop never gets the phone's kept reply", async () => {
    // The fake upstream says `Vary` the way the mock does for its banners.
    setup.upstream.replyHeaders.vary = 'sec-ch-ua-mobile';
    await ask('?1');
    await ask('?0');
    const again = await ask('?1');
    expect(again.statusCode).toBe(200);
    expect(setup.upstream.received.map((r) => r.headers['sec-ch-ua-mobile'])).toEqual(['?1', '?0']);
  });
});

describe.each([
  ['private', 'private, max-age=60'],
  ['not to be stored', 'no-store'],
  ['unmarked', null],
])('replies the upstream marks %s', (_name, cacheControl) => {
  const setup = hostWithUpstreamSaying(cacheControl);

  it('reach the upstream on every request', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await setup.host.inject({ url: '/user/detail', headers: { token: 'a.b.c' } });
      expect(reply.statusCode).toBe(200);
    }
    expect(setup.upstream.received).toHaveLength(3);
  });
});
