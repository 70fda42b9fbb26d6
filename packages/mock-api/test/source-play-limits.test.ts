/**
 * The rate limits of the source play routes (429 with the wait), and the segment cap of a reply
 * that does not say its length: the relay stops passing it on at 16 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from './helpers';
import { newAccount, testClock } from './payment-helpers';
import { playCalls } from './source-play-helpers';
import { startSourceFixture, type SourceFixture } from './support/sourceFixture';
import { APP_START_TIMEOUT } from './vod-helpers';
import { resolveTokenSecret } from '../src/auth/secret';
import { createRelaySigner } from '../src/sources/relay-sign';
import { createSourceStore } from '../src/sources/store';
import type { FastifyInstance } from 'fastify';

let fixture: SourceFixture;
let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  fixture = await startSourceFixture();
  app = await buildTestApi({
    now: clock.now,
    sourceAllowHosts: fixture.hosts.join(','),
    rateLimits: {
      sourceSearchPerUser: { limit: 2, windowSeconds: 60 },
      sourceReadPerUser: { limit: 1, windowSeconds: 60 },
      sourceRelayPerViewer: { limit: 3, windowSeconds: 60 },
    },
  });
}, APP_START_TIMEOUT);
afterAll(async () => {
  await app.close();
  await fixture.close();
});

async function viewerWithSource(type: 'maccms' | 'hls', url: string) {
  const viewer = await newAccount(app, 'limited');
  const source = createSourceStore(app.db).create(
    viewer.id,
    { name: '测试源', url, type, shared: false },
    1,
  );
  return { viewer, sourceId: source.id };
}

describe('the rate limits of the source play routes', () => {
  it('refuses a third search within a minute with 429 and the wait', async () => {
    const { viewer, sourceId } = await viewerWithSource('maccms', fixture.maccmsUrl);
    const api = playCalls(app);
    expect((await api.search(viewer.token, sourceId, '星河')).body.code).toBe(0);
    expect((await api.search(viewer.token, sourceId, '海岛')).body.code).toBe(0);
    const { body } = await api.search(viewer.token, sourceId, '北平');
    expect(body.code).toBe(429);
    expect(body.data).toEqual({ retryAfterSeconds: expect.any(Number) });
  });

  it('counts titles and channels together per account', async () => {
    const { viewer, sourceId } = await viewerWithSource('maccms', fixture.maccmsUrl);
    const api = playCalls(app);
    expect((await api.title(viewer.token, sourceId, '101')).body.code).toBe(0);
    expect((await api.channels(viewer.token)).body.code).toBe(429);
  });

  it('refuses the relay past its limit per viewer with HTTP 429', async () => {
    const { viewer, sourceId } = await viewerWithSource('hls', fixture.hlsUrl);
    const signer = createRelaySigner(resolveTokenSecret(app.db));
    const url = signer.url(sourceId, viewer.id, fixture.hlsUrl, Math.floor(clock.now() / 1000));
    for (let i = 0; i < 3; i += 1) expect((await app.inject(url)).statusCode).toBe(200);
    const refused = await app.inject(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });
  });
});

describe('the segment cap of the relay', () => {
  it('cuts a reply without a length once it passes 16 MB', async () => {
    const { viewer, sourceId } = await viewerWithSource('hls', fixture.hlsUrl);
    const signer = createRelaySigner(resolveTokenSecret(app.db));
    const address = `${fixture.origins.closed}/big-chunked.bin`;
    const url = signer.url(sourceId, viewer.id, address, Math.floor(clock.now() / 1000));
    // The status went out before the length was known: the reply is cut, never completed.
    await expect(app.inject(url)).rejects.toThrow(/destroyed before completion/);
  });
});
