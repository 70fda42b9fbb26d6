/**
 * Starts the host: reads the environment, starts the embedded mock API when no upstream is given,
 * listens, and shuts down gracefully. Everything else is in `app.ts`.
 *
 *   PORT            port to listen on (default 3000)
 *   HOST            interface to bind (default 0.0.0.0)
 *   API_UPSTREAM    origin of the API; unset: the embedded mock, on a random local port
 *   MOCK_DB_FILE    the mock's SQLite file (default <repo>/.data/mock.sqlite)
 *   MOCK_RATE_LIMITS  JSON overrides of the mock's account rate limits (e2e raises the per-IP ones)
 *   PUBLIC_ORIGIN   origin written into canonical URLs (default: the request's own)
 *   TRUST_PROXY     "1"/"true" behind a load balancer that sets X-Forwarded-* headers
 *   LOG_LEVEL       pino level (default info)
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Route } from '@xinghe/contracts/routes';
import app, { hostServerOptions } from './app';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 10_000;

const env = process.env;

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

const port = portFrom(env.PORT, 3000);
const host = env.HOST ?? '0.0.0.0';
const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';

async function startEmbeddedMock(): Promise<{
  mock: FastifyInstance;
  address: string;
  devRoutes: readonly Route[];
}> {
  // Loaded only when needed: a production host with API_UPSTREAM never opens SQLite.
  const { buildMockApi, browserDevRoutes, rateLimitsFromEnv } = await import('@xinghe/mock-api');
  // The mock creates the file and its folder when they are missing.
  const dbFile = env.MOCK_DB_FILE || `${repoRoot}.data/mock.sqlite`;
  const mock = await buildMockApi({
    dbFile,
    devRoutes: env.NODE_ENV !== 'production',
    testAccounts: env.NODE_ENV !== 'production',
    rateLimits: rateLimitsFromEnv(env.MOCK_RATE_LIMITS),
  });
  const address = await mock.listen({ host: '127.0.0.1', port: 0 });
  return { mock, address, devRoutes: browserDevRoutes };
}

const embedded = env.API_UPSTREAM ? null : await startEmbeddedMock();
const upstream = env.API_UPSTREAM || embedded!.address;

const server = Fastify({
  ...hostServerOptions,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  // Per-request lines for every asset and API call drown the useful ones; the app logs its own 5xx.
  logController: new LogController({ disableRequestLogging: true }),
  trustProxy,
});
await server.register(app, {
  // CLIENT_DIR: serve another build (e.g. `vite build --outDir /tmp/x`), as parallel test runs do.
  clientDir: env.CLIENT_DIR || `${packageDir}dist/client`,
  upstream,
  publicOrigin: env.PUBLIC_ORIGIN || undefined,
  // The embedded mock's test login, dev mailbox and payment page, so developers and e2e journeys
  // reach them through the host; never with a real upstream, never in production.
  devRoutes: embedded && env.NODE_ENV !== 'production' ? embedded.devRoutes : [],
});

const address = await server.listen({ port, host });
const listening = (server.server.address() as AddressInfo).port;
const shown = host === '0.0.0.0' || host === '::' ? `http://localhost:${listening}` : address;
console.info(
  `星河影视 ready at ${shown} (API: ${embedded ? `embedded mock ${upstream}` : upstream})`,
);

// On SIGINT, SIGTERM (and the other stop signals, or an uncaught error): stop taking requests, let
// those in flight finish, close the embedded mock (and its database), then exit; a stuck connection
// gets SHUTDOWN_TIMEOUT_MS before the process exits anyway, and a second signal exits at once.
closeWithGrace({ delay: SHUTDOWN_TIMEOUT_MS, logger: server.log }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'closing after an uncaught error');
  else console.info(`${signal ?? 'exit'}: closing`);
  await server.close();
  await embedded?.mock.close();
});
