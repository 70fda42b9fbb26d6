/**
 * Route options taken from a contract record: method, Fastify path and the request and reply
 * schemas. Routes spread this and add a handler, so no path or shape is written twice.
 */
import { toFastifyPath, type EndpointRecord } from '@xinghe/contracts';
import type { TSchema } from 'typebox';

type Part<R, K extends string> = R extends { readonly [P in K]: infer S extends TSchema }
  ? S
  : undefined;

export interface ContractSchema<R extends EndpointRecord> {
  params: Part<R, 'params'>;
  querystring: Part<R, 'query'>;
  body: Part<R, 'body'>;
  response: { 200: R['response'] };
}

export function contractRoute<R extends EndpointRecord>(record: R) {
  // Parts a record lacks are left out rather than set to undefined.
  const schema = {
    ...(record.params && { params: record.params }),
    ...(record.query && { querystring: record.query }),
    ...(record.body && { body: record.body }),
    response: { 200: record.response },
  } as ContractSchema<R>;
  return {
    method: record.route.method,
    url: toFastifyPath(record.route.path),
    schema,
  };
}
