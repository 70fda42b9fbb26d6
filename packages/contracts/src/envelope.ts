/**
 * The reply envelope `{ code, msg, data }` shared by every endpoint (SPEC section 7 and 8):
 * `code` 0 is success, anything else is an error the client hands back to its caller.
 */
export const OK = 0;

/** HTTP-like codes the mock and the client use inside the envelope. */
export const ErrorCode = {
  BadRequest: 400,
  Unauthorized: 401,
  VipRequired: 402,
  Forbidden: 403,
  NotFound: 404,
  /** A known path asked with a method it does not take (HTTP 405, with an Allow header). */
  MethodNotAllowed: 405,
  /** Already done: a second check-in on the same day, an email that already has an account. */
  Conflict: 409,
  TooManyRequests: 429,
  ServerError: 500,
  /** The request never produced an HTTP status (offline, aborted, unreadable body). */
  Network: -1,
} as const;

/** The client's message for a non-OK HTTP status (SPEC section 8). */
export const NETWORK_ERROR_MSG = '网络请求错误';

/** The envelope as a TypeScript shape (the TypeBox schema is `Envelope()` in schemas). */
export interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}
