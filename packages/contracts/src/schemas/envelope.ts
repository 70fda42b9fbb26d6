import { Type, type Static, type TSchema } from 'typebox';

/** `{ code, msg, data }` around a reply's data schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer({ description: '0 on success, otherwise an error code' }),
    msg: Type.String({ description: 'Human-readable message (zh-CN for errors)' }),
    data,
  });
}

/**
 * The envelope of a refused request: a non-zero code, a Chinese message, no data (except a rate
 * limit's, which carries its wait: `RateLimitedEnvelope`).
 */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ minimum: 1 }),
  msg: Type.String({ minLength: 1 }),
  data: Type.Null(),
});

/**
 * The data of a rate-limited refusal (code 429): how long until the same request may be made
 * again, in whole seconds. Clients read the wait from here, never from the message's wording.
 */
export const RateLimited = Type.Object({
  retryAfterSeconds: Type.Integer({
    minimum: 1,
    description: 'Seconds until the request may be made again (rounded up)',
  }),
});
export type RateLimited = Static<typeof RateLimited>;

/** The envelope of a rate-limited request: code 429, a Chinese message, `RateLimited` data. */
export const RateLimitedEnvelope = Type.Object({
  code: Type.Literal(429),
  msg: Type.String({ minLength: 1 }),
  data: RateLimited,
});
