/** Shared by the account tests: encrypt a password as the browser does, read the dev mailbox. */
import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from './helpers';

/** What jsencrypt sends: base64 RSA PKCS#1 v1.5 ciphertext under the server's public key. */
export function encryptWith(publicKey: string, password: string): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

export async function publicKeyOf(app: FastifyInstance): Promise<string> {
  const { body } = await call<{ publicKey: string }>(app, '/user/publicKey');
  return body.data.publicKey;
}

/** The newest code in the dev mailbox of an address (the app needs devRoutes). */
export async function newestCode(app: FastifyInstance, email: string): Promise<string> {
  const { body } = await call<{ messages: { code: string }[] }>(
    app,
    `/__dev/mailbox/${encodeURIComponent(email)}`,
  );
  const code = body.data.messages[0]?.code;
  if (!code) throw new Error(`no mail for ${email}`);
  return code;
}

/** Sends a code to an address and returns it from the mailbox. */
export async function sendCode(app: FastifyInstance, email: string): Promise<string> {
  const { body } = await call(app, `/user/sendEmailCode/${encodeURIComponent(email)}`);
  if (body.code !== 0) throw new Error(`sendEmailCode ${email}: ${body.msg}`);
  return newestCode(app, email);
}

/** A code that is not `code` (the next one, wrapping). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
