/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit, a
 * request line that is not HTTP, a client too slow to send its headers) are answered here, in the
 * same envelope as every other refusal instead of Fastify's English default. The connection is
 * closed afterwards: after a parse error nothing more on it can be trusted. Fastify's
 * `clientErrorHandler` for the host and the mock alike (Node-only: not for the browser bundle).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { envelopeError } from '../httpErrors';

/** What Node's HTTP server passes to `clientError` (Fastify's ConnectionError). */
interface ConnectionError extends Error {
  code?: string;
}

/** Enough of a Fastify instance to log with (this package does not depend on Fastify). */
interface WithLog {
  log: { debug: (details: object, message: string) => void };
}

function statusOf(error: ConnectionError): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function answerClientError(this: WithLog, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'refused a request the HTTP parser could not read');
  if (socket.writable) {
    const status = statusOf(error);
    const body = JSON.stringify(envelopeError(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
