/**
 * A viewer who closes the tab (or a player that drops a segment it no longer needs) while the host
 * is still answering is not a fault of the host: logged once, at debug level (a player seeking does
 * it all the time, and the host logs no per-request lines at info), without a stack.
 * Fastify reports it as an aborted request, and the proxy's stream to the gone client may fail
 * too; whichever comes first is logged, the other is not.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const reported = new WeakSet<FastifyRequest>();

/** Whether the client's connection closed before the reply was written. */
export function clientHasGone(request: FastifyRequest, reply: FastifyReply): boolean {
  return !reply.raw.writableEnded && (request.raw.destroyed || reply.raw.destroyed);
}

export function logClientGone(request: FastifyRequest): void {
  if (reported.has(request)) return;
  reported.add(request);
  request.log.debug(
    { method: request.method, url: request.url },
    'client closed the connection before the reply was sent',
  );
}
