/**
 * Shared by the tests of the source play routes (search, title, channels, relay): a mock whose
 * source fetches may reach the loopback source fixture (SOURCE_ALLOW_HOSTS), a viewer, and
 * sources stored for them directly (the add route refuses loopback URLs before any fetch).
 */
import type { FastifyInstance } from 'fastify';
import type {
  SourceChannelGroups,
  SourceSearchResult,
  SourceTitle,
  SourceType,
} from '@xinghe/contracts';
import { resolveTokenSecret } from '../src/auth/secret';
import { createRelaySigner } from '../src/sources/relay-sign';
import { createSourceStore } from '../src/sources/store';
import { buildTestApi } from './helpers';
import { as, newAccount, testClock } from './payment-helpers';
import { startSourceFixture, type SourceFixture } from './support/sourceFixture';

export const RELAY_PREFIX = '/user/source/relay/';

export interface PlaySetup {
  app: FastifyInstance;
  fixture: SourceFixture;
  clock: ReturnType<typeof testClock>;
  viewer: { id: number; token: string };
  /** Stores a source of `owner` (the viewer by default) and gives its id. */
  source(url: string, type: SourceType, name?: string, owner?: number): number;
  /** Signs a relay address as the server would (same secret). */
  relayUrl(sourceId: number, address: string, viewerId?: number): string;
  close(): Promise<void>;
}

/** `allow`: the SOURCE_ALLOW_HOSTS value; both fixture hosts unless a test narrows it. */
export async function playSetup(allow?: (fixture: SourceFixture) => string): Promise<PlaySetup> {
  const fixture = await startSourceFixture();
  const clock = testClock();
  const app = await buildTestApi({
    now: clock.now,
    sourceAllowHosts: allow ? allow(fixture) : fixture.hosts.join(','),
    // A shorter wait for the never-answering source (the default is 6 s), long enough for the
    // fixture on a busy machine.
    sourceChecks: { timeoutMs: 2_000 },
    rateLimits: {
      sourceSearchPerUser: { limit: 1_000, windowSeconds: 60 },
      sourceReadPerUser: { limit: 1_000, windowSeconds: 60 },
    },
  });
  const viewer = await newAccount(app, 'player');
  const store = createSourceStore(app.db);
  const signer = createRelaySigner(resolveTokenSecret(app.db));
  return {
    app,
    fixture,
    clock,
    viewer,
    source: (url, type, name = '测试源', owner = viewer.id) =>
      store.create(owner, { name, url, type, shared: true }, 1).id,
    relayUrl: (sourceId, address, viewerId = viewer.id) =>
      signer.url(sourceId, viewerId, address, Math.floor(clock.now() / 1000)),
    async close() {
      await app.close();
      await fixture.close();
    },
  };
}

export const playCalls = (app: FastifyInstance) => ({
  search: (token: string | undefined, id: number, wd: string) =>
    as<SourceSearchResult>(app, token, {
      method: 'GET',
      url: `/user/source/search/${id}?wd=${encodeURIComponent(wd)}`,
    }),
  title: (token: string | undefined, id: number, itemId: string) =>
    as<SourceTitle>(app, token, { method: 'GET', url: `/user/source/title/${id}/${itemId}` }),
  channels: (token: string | undefined) =>
    as<SourceChannelGroups>(app, token, { method: 'GET', url: '/user/source/channels' }),
});
