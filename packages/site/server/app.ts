/**
 * The host, as one Fastify plugin: security headers, the health route, the HTML of every page, the
 * API proxy and the built client's static files. `server.ts` reads the environment and listens;
 * tests register this plugin on a fresh instance and call it through `inject`.
 */
import type { ServerOptions } from 'node:http';
import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { routes as contractRoutes, type Route } from '@xinghe/contracts/routes';
import {
  answerClientError,
  requestTimeoutOptions,
  type RequestTimeouts,
} from '@xinghe/contracts/server';
import { clientHasGone, logClientGone } from './clientGone';
import { envelopeError } from '@xinghe/contracts';
import health from './plugins/health';
import type { TitleHeads } from './heads/titleHeads';
import type { FirstScreen } from './heads/asking';
import type { AppRenderer } from './html/pageHtml';
import type { PageCacheOptions } from './keptBytes';
import compression from './plugins/compression';
import html from './plugins/html';
import loadShedding, { type LoadSheddingOptions } from './plugins/loadShedding';
import proxy from './plugins/proxy';
import requestTarget from './plugins/requestTarget';
import rooms, { type RoomsOptions } from './plugins/rooms';
import security from './plugins/security';
import staticFiles from './plugins/static';

export interface AppOptions {
  /** The Vite build output: index.html, .vite/manifest.json and assets/. */
  clientDir: string;
  /** Origin of the API the proxy forwards contract paths to. */
  upstream: string;
  /**
   * Public origin for canonical URLs and the upstream's X-Forwarded-Host (e.g.
   * `https://www.example.com`); default: the request's. server.ts requires it in production.
   */
  publicOrigin?: string;
  /**
   * Dev-only endpoints of the embedded mock to pass on besides the contract's (its test login).
   * Set by server.ts only when it runs the embedded mock outside production.
   */
  devRoutes?: readonly Route[];
  /**
   * Refuse new requests with 503 past the in-flight bound or while the event loop lags or is
   * saturated (see plugins/loadShedding.ts); unset: never.
   */
  loadShedding?: LoadSheddingOptions;
  /**
   * Serve the contract's reference page at /docs (the OpenAPI document rendered offline).
   * start.ts turns it on outside production only.
   */
  apiReference?: boolean;
  /** Per-title page heads with their own API client (tests); default: asked of `upstream`. */
  titleHeads?: TitleHeads;
  /** The first-screen pictures to preload, with their own API client (tests); default: `upstream`. */
  firstScreen?: FirstScreen;
  /** How finished pages are kept (tests pass a clock; see keptBytes.ts). */
  pageCache?: PageCacheOptions;
  /**
   * The bytes the host's caches may take together (HOST_CACHE_MB): three quarters for finished
   * pages, which are most of what a visit asks, the rest for the upstream's shared replies.
   * Default: keptBytes.ts's and proxy/sharedReplies.ts's own.
   */
  cacheBytes?: number;
  /** The app rendered on the host (tests pass one); default: the build's (html/pageHtml.ts). */
  appRenderer?: AppRenderer | null;
  /**
   * Plain-http origins media may come from besides https ones (the CSP): the local source fixture
   * a test mock reaches (SOURCE_ALLOW_HOSTS). start.ts sets it from that list.
   */
  mediaOrigins?: readonly string[];
  /**
   * 一起看 rooms (plugins/rooms.ts): `redisUrl` (ROOMS_REDIS_URL) shares them between hosts;
   * default: in this process.
   */
  rooms?: Omit<RoomsOptions, 'upstream'>;
}

/**
 * Options for the Fastify instance the app is registered on. A malformed URL is rejected by the
 * router before any plugin runs, and a request the HTTP parser refuses (headers too large) never
 * reaches Fastify, so their replies are set here, in the same envelope as everything else.
 */
function rejectMalformed(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  void reply.code(status).send(envelopeError(status));
}

/**
 * With the request and headers timeouts (`@xinghe/contracts/server`: a body that never ends is
 * refused with 408). Node's own check for a Host header is off: it answers an empty chunked 400
 * without the envelope or the security headers, so the app refuses it instead (plugins/requestTarget.ts).
 */
export function hostServerOptionsWith(timeouts: Partial<RequestTimeouts> = {}): Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'requestTimeout'
> & {
  http: ServerOptions;
} {
  const { requestTimeout, http } = requestTimeoutOptions(timeouts);
  return {
    frameworkErrors: rejectMalformed as FastifyServerOptions['frameworkErrors'],
    clientErrorHandler: answerClientError,
    requestTimeout,
    http: { ...http, requireHostHeader: false },
  };
}

export const hostServerOptions = hostServerOptionsWith();

/** The page cache's share of `cacheBytes`. */
const PAGE_SHARE = 0.75;

const app: FastifyPluginAsync<AppOptions> = async (fastify, opts) => {
  // Bad input (malformed URL, body too large, wrong content type) is answered in the envelope with a
  // Chinese message; only genuine faults are 500s, and those are logged.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    // The proxied reply's stream fails when the client has left: nobody to answer, nothing broken.
    if (clientHasGone(request, reply)) return logClientGone(request);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(envelopeError(status));
  });
  fastify.addHook('onRequestAbort', async (request) => logClientGone(request));

  await fastify.register(security, { mediaOrigins: opts.mediaOrigins });
  if (opts.loadShedding) await fastify.register(loadShedding, opts.loadShedding);
  await fastify.register(requestTarget);
  await fastify.register(compression);
  await fastify.register(health);
  if (opts.apiReference) {
    // Loaded only when on: a production host never reads the renderer.
    const { default: apiReference } = await import('@xinghe/mock-api/docs');
    await fastify.register(apiReference);
  }
  await fastify.register(rooms, { upstream: opts.upstream, ...opts.rooms });
  await fastify.register(html, {
    clientDir: opts.clientDir,
    publicOrigin: opts.publicOrigin,
    upstream: opts.upstream,
    titleHeads: opts.titleHeads,
    firstScreen: opts.firstScreen,
    pageCache:
      opts.cacheBytes === undefined
        ? opts.pageCache
        : { maxBytes: Math.floor(opts.cacheBytes * PAGE_SHARE), ...opts.pageCache },
    appRenderer: opts.appRenderer,
  });
  await fastify.register(proxy, {
    upstream: opts.upstream,
    publicOrigin: opts.publicOrigin,
    ...(opts.cacheBytes !== undefined && {
      sharedBytes: Math.floor(opts.cacheBytes * (1 - PAGE_SHARE)),
    }),
    routes: [...Object.values(contractRoutes), ...(opts.devRoutes ?? [])],
  });
  await fastify.register(staticFiles, { clientDir: opts.clientDir });
};

export default app;
