/**
 * Ajv's type coercion turns a query or path value such as `1e309` into Infinity, and its range
 * keywords (minimum, maximum) then skip the check, since they only test finite numbers: the
 * handler would receive Infinity for a field the contract bounds (SQLite refuses it, a 500).
 * JSON bodies cannot carry it (their numbers are typed without coercion and must be finite), so
 * the coerced parts are checked once here, after validation, for every route.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@xinghe/contracts';
import { Msg } from './messages';
import { Refusal } from './reply';

function nonFiniteField(values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [field, value] of Object.entries(values)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.some((item) => typeof item === 'number' && !Number.isFinite(item))) return field;
  }
  return null;
}

export function refuseNonFiniteNumbers(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request) => {
    const field = nonFiniteField(request.query) ?? nonFiniteField(request.params);
    if (field) throw new Refusal(ErrorCode.BadRequest, Msg.badParam(field));
  });
}
