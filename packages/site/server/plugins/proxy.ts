/**
 * The API proxy: the contract's endpoints, and only those, are passed to the one upstream
 * (the embedded mock by default, the real API in production) over kept-alive connections.
 *
 * `@fastify/http-proxy` does the forwarding, registered once (one connection pool) on exactly the
 * contract's paths. Its routes take every common method, so an `onRequest` hook lets through only
 * the method+path pairs the contract lists: another method on a contract path gets 405 with an
 * `Allow` header naming the contract's methods (HEAD wherever GET is); a path the contract does
 * not list gets the host's 404. Neither leaves this host. The hook rather than the proxy's
 * `preHandler`: it refuses before the body is read.
 * Request bodies are kept as the raw bytes the browser sent and forwarded untouched; the query
 * string is passed as is.
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Agent } from 'undici';
import { routes as contractRoutes, toFastifyPath, type Route } from '@xinghe/contracts/routes';
import { envelopeError } from '@xinghe/contracts';
import { refuseMethod, ROUTED_METHODS } from '../methods';
import { hostSecurityHeaders } from './security';
import { createSharedReplies } from '../proxy/sharedReplies';
import { withoutHopByHop } from '../proxy/hopByHop';
import { replyLanguageOf, sendConverted, withoutScriptMarker } from '../content/traditionalReplies';

export interface ProxyOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:4000`; no path, query or credentials. */
  upstream: string;
  /** The endpoints to pass on; default (and in production): every route of the contract. */
  routes?: readonly Route[];
  /**
   * The site's public origin: named to the upstream in X-Forwarded-Proto/-Host, so URLs it builds
   * (payment pages) never take a forged Host. Unset (development): the request's own.
   */
  publicOrigin?: string;
  /** The bytes the upstream's shared replies may take (default: proxy/sharedReplies.ts's). */
  sharedBytes?: number;
}

/** Validates the upstream once at start-up, with a message that says what to fix. */
export function parseUpstream(upstream: string): string {
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(
      `API upstream "${upstream}" is not a URL (expected e.g. http://127.0.0.1:4000)`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API upstream "${upstream}" must be http or https`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `API upstream "${upstream}" must be an origin only, without path or credentials`,
    );
  }
  return url.origin;
}

/** Largest request body passed on (JSON payloads of the contract are far smaller). */
const BODY_LIMIT = 1024 * 1024;

const bodyMethods = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Each proxied path (in Fastify's form) with the methods the contract lists for it. */
function methodsByPath(routes: readonly Route[]): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const path = toFastifyPath(route.path);
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(route.method);
    // Fastify answers HEAD on a GET route; the contract's GET stands for it.
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(path, methods);
  }
  return byPath;
}

/**
 * Kept-alive connections to the one upstream, reused across requests. http-proxy's defaults open
 * far fewer and drop them sooner: about a fifth of a direct route's rate, against the design's 0.7.
 * A shared cache sits in front of them (../proxy/sharedReplies.ts).
 */
const upstreamPool = {
  connections: 128,
  pipelining: 1,
  keepAliveTimeout: 60_000,
  keepAliveMaxTimeout: 600_000,
};

const upstreamFailed: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  // reply-from has already logged the cause as a warning.
  // A timeout is a 504; refused, reset or unreachable is a 502.
  const code = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
  void reply.code(code).send(envelopeError(code));
};

/** The X-Forwarded-* headers the upstream gets: the client as the host determined it. */
function forwardedHeadersFor(publicOrigin: string | undefined) {
  const fixed = publicOrigin ? new URL(publicOrigin) : null;
  return (request: FastifyRequest, headers: Record<string, unknown>) => {
    const prior = request.headers['x-forwarded-for'];
    return {
      ...withoutScriptMarker(request, headers),
      // The upstream (the embedded mock's client-ip.ts) counts the last entry, `request.ip`:
      // the peer itself, or with TRUST_PROXY the last address before the trusted proxies.
      'x-forwarded-for': prior ? `${String(prior)}, ${request.ip}` : request.ip,
      'x-forwarded-proto': fixed ? fixed.protocol.slice(0, -1) : request.protocol,
      'x-forwarded-host': fixed ? fixed.host : request.host,
    };
  };
}

/**
 * What the client gets of an upstream reply's headers: not its hop-by-hop ones, and not its own
 * copies of the host's security headers (the host's win).
 */
function upstreamHeadersToPass<Headers extends Record<string, unknown>>(headers: Headers) {
  const kept = withoutHopByHop(headers);
  for (const name of hostSecurityHeaders) delete kept[name];
  return kept;
}

/** The raw bytes go out as they came in: reply-from would otherwise re-serialise a JSON body. */
function bodyOf(request: FastifyRequest): Pick<FastifyReplyFromHooks, 'body' | 'contentType'> {
  if (!bodyMethods.has(request.method) || !Buffer.isBuffer(request.body)) return {};
  if (request.body.length === 0) return { body: null };
  return {
    body: request.body,
    contentType: request.headers['content-type'] ?? 'application/octet-stream',
  };
}

const proxy: FastifyPluginAsync<ProxyOptions> = async (
  fastify,
  { upstream, routes = Object.values(contractRoutes), publicOrigin, sharedBytes },
) => {
  const allowed = methodsByPath(routes);
  const origin = parseUpstream(upstream);
  const shared = createSharedReplies({
    origin,
    rewriteHeaders: upstreamHeadersToPass,
    maxBytes: sharedBytes,
  });

  // Scoped to this plugin: page and health routes keep Fastify's normal parsers.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  // A callback hook, not an async one: it runs on every API call and needs no promise. Whatever
  // it answers (a refusal, a fresh shared reply) goes out without `done`, so nothing else runs.
  fastify.addHook('onRequest', (request, reply, done) => {
    const methods = request.routeOptions.url ? allowed.get(request.routeOptions.url) : undefined;
    if (!methods) return void reply.callNotFound();
    if (!methods.has(request.method)) return void refuseMethod(reply, methods);
    if (!shared.answer(request, reply)) done();
  });

  await fastify.register(httpProxy, {
    upstream: origin,
    routes: [...allowed.keys()],
    // Every common method, so one the contract does not list reaches the check above (405).
    httpMethods: [...ROUTED_METHODS],
    // Bodies are read by the parser above (with its size limit) and sent on by `handler`.
    proxyPayloads: false,
    undici: new Agent(upstreamPool).compose(shared.interceptor),
    // Its connections (and kept replies) go when the host closes, so nothing holds the process.
    destroyAgent: true,
    disableRequestLogging: true,
    replyOptions: {
      onError: upstreamFailed,
      rewriteRequestHeaders: forwardedHeadersFor(
        publicOrigin,
      ) as FastifyReplyFromHooks['rewriteRequestHeaders'],
      rewriteHeaders: upstreamHeadersToPass,
    },
    // `dest` is the request's path; reply-from appends the request's own query string.
    // A zh-TW viewer's calls come back in Traditional characters, and a zh-TW or English viewer's
    // with the closed lists named in their language (content/traditionalReplies.ts).
    handler: (request, reply, dest, options) =>
      reply.from(dest, {
        ...options,
        ...bodyOf(request),
        ...(replyLanguageOf(request) ? { onResponse: sendConverted } : {}),
      }),
  });
};

export default proxy;
