/**
 * The host in front of the real API's stand-in, for the journeys that check the site against a
 * server speaking only the real shapes: a mock API on a fresh database, the stand-in before it, and
 * the host with API_UPSTREAM set to the stand-in, listening on STAND_IN_PORT (default 3101).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMockApi } from '@xinghe/mock-api';
import { startHost } from '../../server/start';
import { startRealApiStandIn } from './realApi';

const mock = await buildMockApi({
  dbFile: join(mkdtempSync(join(tmpdir(), 'xinghe-standin-')), 'mock.sqlite'),
  devRoutes: true,
  testAccounts: true,
});
const mockOrigin = await mock.listen({ host: '127.0.0.1', port: 0 });
const standIn = await startRealApiStandIn(mockOrigin);
const host = await startHost({
  ...process.env,
  PORT: process.env.STAND_IN_PORT ?? '3101',
  HOST: '127.0.0.1',
  API_UPSTREAM: standIn.origin,
  LOG_LEVEL: 'warn',
});
console.info(`${host.banner}, the real API's stand-in in front of the mock ${mockOrigin}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([host.close(), standIn.server.close(), mock.close()]).then(() =>
      process.exit(0),
    );
  });
}
