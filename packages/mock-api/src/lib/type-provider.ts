/**
 * A Fastify type provider for the `typebox` 1.x package (the official provider targets the older
 * @sinclair/typebox). Requests are typed from the schemas Fastify validates with; a reply is the
 * schema's type or, on any route, the error envelope (see `reply.ts`).
 */
import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { ErrorReply } from './reply';

export interface TypeBoxProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  readonly serializer: this['schema'] extends TSchema
    ? Static<this['schema']> | ErrorReply
    : unknown;
}
