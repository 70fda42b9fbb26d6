/**
 * `GET /__dev/mailbox/{email}` -> `{ messages: { code, subject, sentAt }[] }`, newest first: the
 * email codes "sent" to an address, for developers and e2e tests (the mock mails nothing). Dev
 * only: registered with the other dev routes, never in production, where only a masked log line
 * notes a sent code. Only for clients on this machine (through the host too, which passes the
 * client's address on): a development server may be reachable from a whole network, and anyone's
 * codes there would let a stranger register or reset in their name.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Envelope, ErrorCode, toFastifyPath } from '@xinghe/contracts';
import { clientIp, isLoopback } from '../accounts/client-ip';
import { createEmailCodes } from '../accounts/email-codes';
import { Msg } from '../lib/messages';
import { ok, Refusal } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';

export const DEV_MAILBOX_PATH = '/__dev/mailbox/{email}';

const MailboxParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });

const Mailbox = Type.Object({
  messages: Type.Array(
    Type.Object({
      code: Type.String(),
      subject: Type.String(),
      sentAt: Type.Integer({ description: 'Epoch seconds' }),
    }),
  ),
});

const devMailbox: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const codes = createEmailCodes(fastify.db);

  app.get(
    toFastifyPath(DEV_MAILBOX_PATH),
    { schema: { params: MailboxParams, response: { 200: Envelope(Mailbox) } } },
    async (request) => {
      if (!isLoopback(clientIp(request))) {
        throw new Refusal(ErrorCode.Forbidden, Msg.devMailboxLocalOnly);
      }
      return ok({ messages: codes.mailbox(request.params.email.trim()) });
    },
  );
};

export default devMailbox;
