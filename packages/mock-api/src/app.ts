/**
 * The mock API as a Fastify plugin, shaped like Fastify's demo app: `app.ts` assembles plugins
 * and routes, `server.ts` only listens. Hosts that want their own instance use `buildMockApi`;
 * the site's host starts it in-process with `buildMockApi({ dbFile, devRoutes, testAccounts })`.
 */
import {
  answerClientError,
  boundConnectionsPerIp,
  DEFAULT_MAX_CONNECTIONS_PER_IP,
  requestTimeoutOptions,
  type RequestTimeouts,
} from '@xinghe/contracts/server';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from './accounts/rate-limit';
import type { SourceCheckOverrides } from './sources/check-options';
import authPlugin from './auth/plugin';
import devRoutes from './dev/routes';
import apiReference from './docs/reference';
import { frameworkErrorReply, installErrorHandling } from './lib/errors';
import { refuseNonFiniteNumbers } from './lib/finite-numbers';
import clockPlugin from './payments/clock';
import dbPlugin from './plugins/db';
import accountRoutes from './routes/account';
import browseRoutes from './routes/browse';
import catalogueRoutes from './routes/catalogue';
import danmakuRoutes from './routes/danmaku';
import imageRoutes from './routes/images';
import liveRoutes from './routes/live';
import liveMediaRoutes from './routes/live-media';
import metricsRoutes from './routes/metrics';
import paymentRoutes from './routes/payment';
import pointsRoutes from './routes/points';
import searchRoutes from './routes/search';
import sportsRoutes from './routes/sports';
import sourceRoutes from './routes/sources';
import peopleRoutes from './routes/people';
import vodRoutes from './routes/vod';
import vodMediaRoutes from './routes/vod-media';
import vodUserRoutes from './routes/vod-user';
import wrongMethodRoutes from './routes/wrong-method';

export type MockApiOptions = {
  /** SQLite file path (created with its folder when missing), or ':memory:'. */
  dbFile: string;
  /** Catalogue seed, used only when the database is empty. */
  seed?: number;
  /**
   * Titles as a multiple of the usual catalogue (about 3,200), used only when the database is
   * empty: `10` gives about 32,000 titles, for measuring search and filter at that size.
   */
  seedScale?: number;
  /** Registers the dev-only hooks (the Pact provider-state hook). Off in production. */
  devRoutes?: boolean;
  /**
   * Makes the README's test accounts (known password) and puts the status ones back on start.
   * Off by default and in production, where accounts of those addresses left from development
   * are locked instead (see `auth/test-accounts.ts`).
   */
  testAccounts?: boolean;
  /** Rate limits of the account routes and the source checks; tests lower them. */
  rateLimits?: Partial<RateLimits>;
  /** Epoch milliseconds now, for payments and points; tests move time with it. Default Date.now. */
  now?: () => number;
  /**
   * The site's public origin (`https://www.example.com`), the origin of payment URLs. Unset: the
   * origin the request names (X-Forwarded-Host from the site's host, else Host), for development.
   */
  publicOrigin?: string;
  /**
   * Tests only: lets the source and CORS checks reach a local test server or use a fake
   * resolver. Code-only (no environment variable sets it); refused with NODE_ENV=production.
   */
  sourceChecks?: SourceCheckOverrides;
  /**
   * SOURCE_ALLOW_HOSTS: comma-separated host:port pairs the source fetches may reach despite the
   * address and port rules (a local fixture in tests). Refused with NODE_ENV=production.
   */
  sourceAllowHosts?: string;
};

const mockApi: FastifyPluginAsync<MockApiOptions> = async (fastify, options) => {
  // Error handling first, so every route registered below is covered by it.
  installErrorHandling(fastify);
  refuseNonFiniteNumbers(fastify);
  await fastify.register(dbPlugin, {
    dbFile: options.dbFile,
    seed: options.seed,
    seedScale: options.seedScale,
  });
  await fastify.register(clockPlugin, { now: options.now });
  // Before the routes: it reads the token header and guards every `auth: 'token'` route.
  await fastify.register(authPlugin, { testAccounts: options.testAccounts });
  // One plugin per resource; each prepares its statements once, here.
  await fastify.register(catalogueRoutes);
  await fastify.register(browseRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(imageRoutes);
  await fastify.register(vodRoutes);
  await fastify.register(peopleRoutes);
  await fastify.register(vodUserRoutes);
  await fastify.register(danmakuRoutes);
  await fastify.register(vodMediaRoutes);
  await fastify.register(liveRoutes);
  await fastify.register(liveMediaRoutes);
  await fastify.register(accountRoutes, { rateLimits: options.rateLimits, now: options.now });
  // After the account routes: it counts reports with their rate limiters.
  await fastify.register(metricsRoutes);
  await fastify.register(paymentRoutes, { publicOrigin: options.publicOrigin });
  await fastify.register(pointsRoutes);
  await fastify.register(sportsRoutes, { publicOrigin: options.publicOrigin });
  await fastify.register(sourceRoutes, {
    rateLimits: options.rateLimits,
    sourceChecks: options.sourceChecks,
    publicOrigin: options.publicOrigin,
    sourceAllowHosts: options.sourceAllowHosts,
  });
  // After every contract route: the other methods of their paths answer 405.
  await fastify.register(wrongMethodRoutes);
  if (options.devRoutes) {
    await fastify.register(devRoutes);
    // The contract's reference page (/docs), like the state hook, for development only.
    await fastify.register(apiReference);
  }
};

export default mockApi;

/**
 * A ready Fastify instance serving the mock API. Request validation uses Fastify's Ajv with the
 * contract's TypeBox schemas (plain JSON Schema); query strings are coerced to the schema's types.
 */
export async function buildMockApi(
  options: MockApiOptions & {
    logger?: boolean | { level: string };
    /** A request must arrive whole within these (408 otherwise); tests shorten them. */
    requestTimeouts?: Partial<RequestTimeouts>;
    /** Connections one peer address may keep open (default: the host's; 0: unbounded). */
    maxConnectionsPerIp?: number;
  },
): Promise<FastifyInstance> {
  const {
    logger = false,
    requestTimeouts,
    maxConnectionsPerIp = DEFAULT_MAX_CONNECTIONS_PER_IP,
    ...pluginOptions
  } = options;
  const app = Fastify({
    logger,
    ...requestTimeoutOptions(requestTimeouts),
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
    frameworkErrors: frameworkErrorReply,
    // Requests the HTTP parser refuses (oversized headers, a broken request line) are answered
    // in the envelope too, as the host does.
    clientErrorHandler: answerClientError,
  });
  if (maxConnectionsPerIp > 0) boundConnectionsPerIp(app.server, { max: maxConnectionsPerIp });
  // Not encapsulated: the root instance gets `db`, the error handling and the routes.
  await app.register(fp(mockApi, { name: 'mock-api' }), pluginOptions);
  await app.ready();
  return app;
}

export { browserDevRoutes, hostDevRoutes, providerStateHookRoute } from './dev/browser-routes';
export { rateLimitsFromEnv } from './accounts/rate-limit';
export { seedScaleFromEnv } from './seed/scale';
