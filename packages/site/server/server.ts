/**
 * Starts the host with the process's environment (`start.ts` does the work) and shuts it down
 * gracefully.
 *
 *   PORT            port to listen on (default 3000)
 *   HOST            interface to bind (default 0.0.0.0)
 *   API_UPSTREAM    origin of the API; unset: the embedded mock, on a random local port
 *   MOCK_DB_FILE    the mock's SQLite file (default <repo>/.data/mock.sqlite)
 *   MOCK_RATE_LIMITS  JSON overrides of the mock's account rate limits (e2e raises the per-IP ones)
 *   MOCK_SEED_SCALE  the mock's catalogue as a multiple of the usual one, 1 to 10 (empty database only)
 *   PUBLIC_ORIGIN   origin written into canonical and payment URLs (default: the request's own);
 *                   required with NODE_ENV=production
 *   TRUST_PROXY     addresses or CIDR ranges of the proxies in front, e.g. 10.0.0.0/8,127.0.0.1
 *                   (see config.ts; a hop count is refused)
 *   MAX_EVENT_LOOP_DELAY_MS  event-loop lag past which new requests get 503 + Retry-After
 *                   (default 2000 in production, off otherwise; 0: off)
 *   MAX_EVENT_LOOP_UTILIZATION  busy share of the event loop past which they do too
 *                   (default 0.98 in production, off otherwise; 0: off)
 *   MAX_IN_FLIGHT   requests answered at once past which new ones get 503 (default 256; 0: off)
 *   MAX_CONNECTIONS_PER_IP  connections one client address may keep open (default 512; 0: off)
 *   SOURCE_ALLOW_HOSTS  host:port pairs the embedded mock's source fetches may reach although
 *                   loopback or private (tests: the source fixture); refused with NODE_ENV=production
 *   HOST_CACHE_MB   memory for kept pages and shared API replies together (default 64)
 *   ROOMS_REDIS_URL  redis:// URL shared by every host so 一起看 rooms span them (default: rooms
 *                   live in this process only)
 *   LOG_LEVEL       pino level (default info)
 */
import closeWithGrace from 'close-with-grace';
import { ConfigError } from './config';
import { startHost } from './start';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const host = await startHost(process.env).catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`星河影视 cannot start: ${error.message}`);
  process.exit(1);
});
console.info(host.banner);

// On SIGINT, SIGTERM (and the other stop signals, or an uncaught error): stop taking requests, let
// those in flight finish, close the embedded mock (and its database), then exit; a stuck connection
// gets SHUTDOWN_TIMEOUT_MS before the process exits anyway, and a second signal exits at once.
closeWithGrace({ delay: SHUTDOWN_TIMEOUT_MS, logger: host.server.log }, async ({ signal, err }) => {
  if (err) host.server.log.error({ err }, 'closing after an uncaught error');
  else console.info(`${signal ?? 'exit'}: closing`);
  await host.close();
});
