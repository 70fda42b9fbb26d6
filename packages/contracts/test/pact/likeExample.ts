import { MatchersV3 } from '@pact-foundation/pact';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Pact matchers from an example reply: every leaf matches by type, every array by its first
 * element. The example is first checked against the record's schema, so the pact states the
 * contract's shape rather than a second, hand-written copy of it.
 */
export function likeExample(schema: TSchema, example: Json): unknown {
  if (!Value.Check(schema, example)) {
    const errors = [...Value.Errors(schema, example)].map((e) => JSON.stringify(e)).slice(0, 3);
    throw new Error(`pact example does not match its schema: ${errors.join('; ')}`);
  }
  return toMatchers(example);
}

function toMatchers(value: Json): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    return MatchersV3.eachLike(toMatchers(value[0]!), 1);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toMatchers(v)]));
  }
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value)) return MatchersV3.integer(value);
  return MatchersV3.like(value);
}
