/**
 * Runs the mock API on its own: `pnpm --filter @xinghe/mock-api start`.
 *
 * Environment: MOCK_PORT (default 4000), HOST (default 127.0.0.1), MOCK_DB_FILE (default
 * <repo root>/.data/mock.sqlite), MOCK_SEED (catalogue seed, used only for an empty database),
 * MOCK_SEED_SCALE (catalogue size as a multiple of the usual one, for an empty database),
 * MOCK_RATE_LIMITS (JSON overrides of the account rate limits, see src/accounts/rate-limit.ts),
 * PUBLIC_ORIGIN (the origin of payment URLs; default the request's), SOURCE_ALLOW_HOSTS (host:port
 * pairs the source fetches may reach although loopback or private, for tests; refused with
 * NODE_ENV=production), LOG_LEVEL (pino level,
 * default info: every request is logged, which at `warn` a load test is spared), NODE_ENV=production
 * turns the dev-only routes and the test accounts off.
 */
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { rateLimitsFromEnv } from './accounts/rate-limit';
import { buildMockApi } from './app';
import { seedScaleFromEnv } from './seed/scale';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** How long in-flight requests get to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 10_000;

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`MOCK_PORT must be a port number, got "${value}"`);
  }
  return port;
}

function seedFrom(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`MOCK_SEED must be an integer, got "${value}"`);
  return seed;
}

const app = await buildMockApi({
  dbFile: process.env['MOCK_DB_FILE'] || `${REPO_ROOT}.data/mock.sqlite`,
  seed: seedFrom(process.env['MOCK_SEED']),
  seedScale: seedScaleFromEnv(process.env['MOCK_SEED_SCALE']),
  devRoutes: process.env['NODE_ENV'] !== 'production',
  testAccounts: process.env['NODE_ENV'] !== 'production',
  rateLimits: rateLimitsFromEnv(process.env['MOCK_RATE_LIMITS']),
  publicOrigin: process.env['PUBLIC_ORIGIN'] || undefined,
  sourceAllowHosts: process.env['SOURCE_ALLOW_HOSTS'] || undefined,
  logger: { level: process.env['LOG_LEVEL'] || 'info' },
});

// On SIGINT, SIGTERM (and the other stop signals, or an uncaught error): finish the requests in
// flight, close the app (its onClose closes the database), exit; past the grace time, exit anyway.
closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

const address = await app.listen({
  port: portFrom(process.env['MOCK_PORT'], 4000),
  host: process.env['HOST'] || '127.0.0.1',
});
// Whatever the log level, so scripts that start the mock on port 0 learn where it is.
console.info(`mock API listening at ${address}`);
