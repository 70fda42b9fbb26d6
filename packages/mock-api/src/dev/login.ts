/**
 * `POST /__dev/login { email }` -> `{ code: 0, data: { token } }`: a session for a test account
 * without its password, for tests, e2e journeys and trying the site by hand. Dev only:
 * registered with the other dev routes, never in production. Only the test accounts (whose
 * password is public anyway): a development server may be reachable from a whole network, and a
 * token for any account there would let anyone take over the accounts people made on it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Envelope, ErrorCode } from '@xinghe/contracts';
import { isTestAccountEmail } from '../auth/test-accounts';
import { Msg } from '../lib/messages';
import { notFound, ok, Refusal } from '../lib/reply';
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
      if (!isTestAccountEmail(request.body.email)) {
        throw new Refusal(ErrorCode.Forbidden, Msg.devLoginTestOnly);
      }
      const user = accounts.find(request.body.email);
      if (!user) throw notFound(VodMsg.userNotFound);
      return ok({ token: await accounts.tokenFor(user.id) });
    },
  );
};

export default devLogin;
