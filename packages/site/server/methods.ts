/**
 * A known path asked with a method it does not take answers 405 with an `Allow` header, in the
 * envelope, before its body is read (an empty JSON body would otherwise be refused with 400 first,
 * and a path without a route for the method would be a 404). The proxy checks contract paths this
 * way; pages and /healthz, which take only GET, register the other methods with `refuseOtherMethods`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@xinghe/contracts/client';
import { envelopeError } from '@xinghe/contracts';

/** The methods routed on known paths so that a wrong one reaches a check. HEAD comes with GET. */
export const ROUTED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

export function refuseMethod(reply: FastifyReply, allowed: Iterable<string>) {
  return reply
    .code(ErrorCode.MethodNotAllowed)
    .header('allow', [...allowed].sort().join(', '))
    .send(envelopeError(ErrorCode.MethodNotAllowed));
}

const GET_ONLY = ['GET', 'HEAD'];

/** Every method but GET (and HEAD) on `url` answers 405 naming GET and HEAD. */
export function refuseOtherMethods(fastify: FastifyInstance, url: string): void {
  fastify.route({
    method: ROUTED_METHODS.filter((method) => method !== 'GET'),
    url,
    onRequest: async (_request, reply) => refuseMethod(reply, GET_ONLY),
    // Never reached: the hook has answered.
    handler: async () => undefined,
  });
}
