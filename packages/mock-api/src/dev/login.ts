/**
 * `POST /__dev/login { email }` -> `{ code: 0, data: { token } }`: a session for an existing
 * account without its password, for tests, e2e journeys and trying the site by hand. Dev only:
 * registered with the other dev routes, never in production.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '@xinghe/contracts';
import { notFound, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { VodMsg } from '../lib/vod-messages';
import { devAccounts } from './accounts';

export const DEV_LOGIN_PATH = '/__dev/login';

const DevLoginBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' }),
});

const devLogin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const accounts = devAccounts(fastify.db);

  app.post(
    DEV_LOGIN_PATH,
    {
      schema: {
        body: DevLoginBody,
        response: { 200: Envelope(Type.Object({ token: Type.String() })) },
      },
    },
    async (request) => {
      const user = accounts.find(request.body.email);
      if (!user) throw notFound(VodMsg.userNotFound);
      return ok({ token: await accounts.tokenFor(user.id) });
    },
  );
};

export default devLogin;
