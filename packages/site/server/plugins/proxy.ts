/**
 * The API proxy: the contract's endpoints, and only those, are passed to the one upstream
 * (the embedded mock by default, the real API in production) over kept-alive connections.
 *
 * Each contract route is registered with its own method and path, so anything else (another method,
 * a path the contract does not list, a path outside it) never leaves this host. Request bodies are
 * kept as the raw bytes the browser sent and forwarded untouched; the query string is passed as is.
 */
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { routes as contractRoutes, toFastifyPath, type Route } from '@xinghe/contracts/routes';
import { envelopeError } from '../errors.ts';

export interface ProxyOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:4000`; no path, query or credentials. */
  upstream: string;
  /** The endpoints to pass on; default (and in production): every route of the contract. */
  routes?: readonly Route[];
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

const upstreamFailed: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  // reply-from has already logged the cause as a warning.
  // A timeout is a 504; refused, reset or unreachable is a 502.
  const code = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
  void reply.code(code).send(envelopeError(code));
};

function forwardedHeaders(request: FastifyRequest, headers: Record<string, unknown>) {
  const prior = request.headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': prior ? `${String(prior)}, ${request.ip}` : request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

function forward(request: FastifyRequest, reply: FastifyReply) {
  const hooks: FastifyReplyFromHooks = {
    onError: upstreamFailed,
    rewriteRequestHeaders: forwardedHeaders as FastifyReplyFromHooks['rewriteRequestHeaders'],
  };
  // The raw bytes go out as they came in: reply-from would otherwise re-serialise a JSON body.
  if (bodyMethods.has(request.method) && Buffer.isBuffer(request.body)) {
    if (request.body.length > 0) {
      hooks.body = request.body;
      hooks.contentType = request.headers['content-type'] ?? 'application/octet-stream';
    } else {
      hooks.body = null;
    }
  }
  // Only the matched path; reply-from appends the request's own query string.
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  return reply.from(path, hooks);
}

const proxy: FastifyPluginAsync<ProxyOptions> = async (
  fastify,
  { upstream, routes = Object.values(contractRoutes) },
) => {
  await fastify.register(replyFrom, {
    base: parseUpstream(upstream),
    undici: {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      keepAliveMaxTimeout: 600_000,
    },
    disableRequestLogging: true,
  });

  // Scoped to this plugin: page and health routes keep Fastify's normal parsers.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  for (const route of routes) {
    fastify.route({ method: route.method, url: toFastifyPath(route.path), handler: forward });
  }
};

export default proxy;
