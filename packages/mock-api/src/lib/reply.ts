/**
 * The reply envelope `{ code, msg, data }` on the server side.
 *
 * Decision: an API error is an HTTP 200 whose envelope carries the error code (400 bad input,
 * 401 not logged in, 404 not found, 429 too many requests, ...) and a Chinese message. The
 * client turns every non-OK HTTP status into a bare 网络请求错误 (SPEC section 8), so only a 200
 * lets the UI show the server's own message. Two exceptions keep their HTTP status: an unknown
 * path (404, nothing answered it) and routes read by the browser directly, such as images (see
 * `httpStatusErrors` in `errors.ts`), where an <img> or a cache needs the real status.
 */
import { ErrorCode, OK, type RateLimited, type Reply } from '@xinghe/contracts';

/** A refusal's envelope: data is null, except where a record names some (a 429's wait). */
export interface ErrorReply extends Reply<unknown> {
  readonly code: number;
}

export function ok<T>(data: T): Reply<T> {
  return { code: OK, msg: 'ok', data };
}

export function fail(code: number, msg: string, data: unknown = null): ErrorReply {
  return { code, msg, data };
}

/** True for any envelope that reports an error, whoever built it. */
export function isErrorReply(payload: unknown): payload is ErrorReply {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'code' in payload &&
    typeof payload.code === 'number' &&
    payload.code !== OK
  );
}

/**
 * Thrown from deep inside a handler (a query, a state handler) to refuse a request: the error
 * handler turns it into `fail(code, msg)`, never into a 500.
 */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    msg: string,
    /** The envelope's data; null for most refusals. */
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'Refusal';
  }
}

export const badRequest = (msg: string) => new Refusal(ErrorCode.BadRequest, msg);
export const notFound = (msg: string) => new Refusal(ErrorCode.NotFound, msg);

/** Code 429 with the contract's `RateLimited` data: the wait as a number, not only in words. */
export const tooMany = (msg: string, retryAfterSeconds: number) =>
  new Refusal(ErrorCode.TooManyRequests, msg, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  } satisfies RateLimited);

/**
 * A binary body (a video segment, a WebP) as the route's types want it: Fastify sends a Buffer as
 * it is, and the contract types such replies as strings (OpenAPI's binary string).
 */
export const bytesBody = (bytes: Buffer) => bytes as unknown as string;

/** A streamed binary body (the VIP download, made as it is sent), typed the same way. */
export const streamBody = (stream: NodeJS.ReadableStream) => stream as unknown as string;
