/**
 * Dev-only routes, registered only when `devRoutes` is on (never in production): the provider
 * state hook the Pact verifier calls before each interaction. Not part of the contract, so its
 * shape is defined here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Envelope, PROVIDER_STATE_HOOK_PATH } from '@xinghe/contracts';
import { ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import devLogin from './login';
import devMailbox from './mailbox';
import payPage from './pay-page';
import { createStateRunner } from './provider-states';

export const PROVIDER_STATE_PATH = PROVIDER_STATE_HOOK_PATH;

const ProviderStateChange = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 200 }),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  action: Type.Optional(Type.Union([Type.Literal('setup'), Type.Literal('teardown')])),
});

const devRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const runState = createStateRunner(fastify.db);

  app.post(
    PROVIDER_STATE_PATH,
    {
      schema: {
        body: ProviderStateChange,
        response: { 200: Envelope(Type.Record(Type.String(), Type.Unknown())) },
      },
    },
    async (request) => {
      const { state, params, action = 'setup' } = request.body;
      return ok(await runState(state, action, params ?? {}));
    },
  );

  await fastify.register(devLogin);
  await fastify.register(devMailbox);
  await fastify.register(payPage);
};

export default devRoutes;
