/**
 * Starts the host from an environment: the embedded mock API when no upstream is given, the app on
 * a fresh Fastify instance, listening. `server.ts` calls it with `process.env` and handles signals;
 * tests call it with their own environment to get the same host on a random port.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Route } from '@xinghe/contracts/routes';
import { boundConnectionsPerIp, type RequestTimeouts } from '@xinghe/contracts/server';
import app, { hostServerOptionsWith } from './app';
import {
  hostCacheBytesFrom,
  maxEventLoopUtilizationFrom,
  maxInFlightFrom,
  isTrustedProxy,
  maxConnectionsPerIpFrom,
  maxEventLoopDelayFrom,
  portFrom,
  publicOriginFrom,
  sourceAllowHostsFrom,
  trustedProxiesFrom,
} from './config';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

type Env = Record<string, string | undefined>;

export interface RunningHost {
  server: FastifyInstance;
  /** The port the host listens on (useful with PORT=0). */
  port: number;
  /** What the host logs at start: where it listens and which API it uses. */
  banner: string;
  /** Stops taking requests, lets those in flight finish, then closes the embedded mock. */
  close: () => Promise<void>;
}

async function startEmbeddedMock(
  env: Env,
  publicOrigin: string | null,
  sourceAllowHosts: string | undefined,
): Promise<{
  mock: FastifyInstance;
  address: string;
  devRoutes: readonly Route[];
}> {
  // Loaded only when needed: a production host with API_UPSTREAM never opens SQLite.
  const { buildMockApi, hostDevRoutes, rateLimitsFromEnv, seedScaleFromEnv } =
    await import('@xinghe/mock-api');
  // The mock creates the file and its folder when they are missing.
  const dbFile = env.MOCK_DB_FILE || `${repoRoot}.data/mock.sqlite`;
  const mock = await buildMockApi({
    dbFile,
    devRoutes: env.NODE_ENV !== 'production',
    testAccounts: env.NODE_ENV !== 'production',
    rateLimits: rateLimitsFromEnv(env.MOCK_RATE_LIMITS),
    seedScale: seedScaleFromEnv(env.MOCK_SEED_SCALE),
    // Its payment URLs name the public origin, not whatever Host a request carried.
    publicOrigin: publicOrigin ?? undefined,
    sourceAllowHosts,
  });
  const address = await mock.listen({ host: '127.0.0.1', port: 0 });
  return { mock, address, devRoutes: hostDevRoutes };
}

export async function startHost(
  env: Env,
  {
    logStream,
    requestTimeouts,
  }: {
    logStream?: { write: (line: string) => void };
    /** Tests shorten them (code only, no setting): see `@xinghe/contracts/server`. */
    requestTimeouts?: Partial<RequestTimeouts>;
  } = {},
): Promise<RunningHost> {
  // Every setting is checked before anything starts.
  const port = portFrom(env.PORT, 3000);
  const host = env.HOST ?? '0.0.0.0';
  const trustProxy = trustedProxiesFrom(env.TRUST_PROXY);
  const publicOrigin = publicOriginFrom(env.PUBLIC_ORIGIN, env.NODE_ENV === 'production');
  const maxEventLoopDelayMs = maxEventLoopDelayFrom(
    env.MAX_EVENT_LOOP_DELAY_MS,
    env.NODE_ENV === 'production',
  );
  const maxEventLoopUtilization = maxEventLoopUtilizationFrom(
    env.MAX_EVENT_LOOP_UTILIZATION,
    env.NODE_ENV === 'production',
  );
  const maxInFlight = maxInFlightFrom(env.MAX_IN_FLIGHT);
  const maxConnectionsPerIp = maxConnectionsPerIpFrom(env.MAX_CONNECTIONS_PER_IP);
  const cacheBytes = hostCacheBytesFrom(env.HOST_CACHE_MB);
  const sourceAllowHosts = sourceAllowHostsFrom(
    env.SOURCE_ALLOW_HOSTS,
    env.NODE_ENV === 'production',
  );

  const embedded = env.API_UPSTREAM
    ? null
    : await startEmbeddedMock(env, publicOrigin, sourceAllowHosts);
  const upstream = env.API_UPSTREAM || embedded!.address;

  const level = env.LOG_LEVEL ?? 'info';
  const server = Fastify({
    ...hostServerOptionsWith(requestTimeouts),
    logger: logStream ? { level, stream: logStream } : { level },
    // Per-request lines for every asset and API call drown the useful ones; the app logs its own 5xx.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
  });
  if (maxConnectionsPerIp !== null) {
    boundConnectionsPerIp(server.server, {
      max: maxConnectionsPerIp,
      exempt: isTrustedProxy(trustProxy),
    });
  }
  await server.register(app, {
    // CLIENT_DIR: serve another build (e.g. `vite build --outDir /tmp/x`), as parallel test runs do.
    clientDir: env.CLIENT_DIR || `${packageDir}dist/client`,
    upstream,
    publicOrigin: publicOrigin ?? undefined,
    cacheBytes,
    // The embedded mock's test login, dev mailbox, payment page and provider-state hook, so
    // developers, e2e journeys and the pact verifier reach them through the host; never with a
    // real upstream, never in production.
    devRoutes: embedded && env.NODE_ENV !== 'production' ? embedded.devRoutes : [],
    // The contract's reference page, in development whatever the API is; never in production.
    apiReference: env.NODE_ENV !== 'production',
    rooms: { redisUrl: env.ROOMS_REDIS_URL || undefined },
    // A test mock's local source fixture plays from its own (plain-http) host too.
    mediaOrigins: sourceAllowHosts?.split(',').map((host) => `http://${host.trim()}`),
    loadShedding: {
      ...(maxInFlight !== null && { maxInFlight }),
      ...(maxEventLoopDelayMs !== null && { maxEventLoopDelayMs }),
      ...(maxEventLoopUtilization !== null && { maxEventLoopUtilization }),
    },
  });

  const address = await server.listen({ port, host });
  const listening = (server.server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? `http://localhost:${listening}` : address;
  return {
    server,
    port: listening,
    banner: `星河影视 ready at ${shown} (API: ${embedded ? `embedded mock ${upstream}` : upstream})`,
    close: async () => {
      await server.close();
      await embedded?.mock.close();
    },
  };
}
