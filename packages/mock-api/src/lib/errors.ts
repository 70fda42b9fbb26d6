/**
 * Every refusal and failure becomes an envelope (see `reply.ts` for why API errors are HTTP 200).
 * Nothing a client can send may end as a 500: validation, malformed JSON, oversized or
 * unsupported bodies and bad URLs are all answered with a 4xx code and a Chinese message.
 */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { ErrorCode, statusMessage } from '@xinghe/contracts';
import { Msg } from './messages';
import { fail, isErrorReply, Refusal, type ErrorReply } from './reply';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refusals on this route keep their HTTP status (400, 404) instead of 200: for responses
     * the browser reads directly, such as images, not through the API client.
     */
    httpStatusErrors?: boolean;
  }
}

/** The field a schema error is about: `chName`, `name`, or the request part when it is the whole. */
function fieldOf(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return context ?? 'request';
  const missing = first.params['missingProperty'];
  if (typeof missing === 'string') return missing;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/** The envelope for an error the client caused, or null for a fault of ours. */
export function refusalFor(error: FastifyError | Error): ErrorReply | null {
  if (error instanceof Refusal) return fail(error.code, error.message, error.data);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return fail(
      ErrorCode.BadRequest,
      Msg.badParam(fieldOf(fastifyError.validation, fastifyError.validationContext)),
    );
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return fail(status, statusMessage(status));
  }
  return null;
}

function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: ErrorReply) {
  const keepStatus = request.routeOptions.config.httpStatusErrors === true;
  return reply.code(keepStatus ? refusal.code : 200).send(refusal);
}

export function installErrorHandling(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refusalFor(error);
    if (refusal) return sendRefusal(request, reply, refusal);
    request.log.error({ err: error }, 'unexpected error');
    // A real fault keeps HTTP 500 so logs, proxies and health checks see it.
    return reply.code(500).send(fail(ErrorCode.ServerError, statusMessage(ErrorCode.ServerError)));
  });

  fastify.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(fail(ErrorCode.NotFound, statusMessage(ErrorCode.NotFound))),
  );

  // Error envelopes bypass the route's reply schema, which describes the success shape only.
  fastify.addHook('preSerialization', (_request, reply, payload, done) => {
    if (isErrorReply(payload)) reply.serializer(JSON.stringify);
    done(null, payload);
  });
}

/**
 * For Fastify's `frameworkErrors` option: URL and content-type problems found before routing
 * (e.g. a malformed percent-encoding), which never reach the error handler.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const refusal =
    refusalFor(error) ?? fail(ErrorCode.BadRequest, statusMessage(ErrorCode.BadRequest));
  void reply.code(200).send(refusal);
}
