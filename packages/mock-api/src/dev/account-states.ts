/**
 * Provider states of the account pact.
 *
 * Passwords and codes come from the server under test: a login or register interaction's body
 * carries `${encryptedPassword}` (the typed password encrypted with this server's public key)
 * and `${code}` (a live email code this server made), both returned by the states below. So the
 * same pact verifies any server, whatever its key pair and however it makes codes.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { createEmailCodes } from '../accounts/email-codes';
import { limitersOf } from '../accounts/rate-limit';
import { createPasswordCipher } from '../accounts/rsa';
import { Msg } from '../lib/messages';
import { badRequest } from '../lib/reply';
import { devAccounts } from './accounts';
import type { ProviderState, StateContext, StateParams } from './provider-states';

/**
 * An scrypt hash of the test password xinghe123, made once with `hashPassword`: states run
 * synchronously, and scrypt is deliberately slow.
 */
const TEST_PASSWORD_HASH =
  'scrypt$16384$8$1$3Q9cji1YpPbROC_By3vlIA$dL0s2xcPDqvcK_Pp6JO9V0c9y8FQU8Aum4r40gRpnsc';

function stringParam(params: StateParams, key: string, pattern: RegExp): string {
  const value = params[key];
  if (typeof value !== 'string' || !pattern.test(value)) throw badRequest(Msg.badParam(key));
  return value;
}

const emailOf = (params: StateParams) => stringParam(params, 'email', /^[^@\s]+@[^@\s]+$/);

/** The password the consumer typed (param `password`), encrypted with this server's key. */
function encryptedPassword({ db }: StateContext, params: StateParams): string {
  const password = stringParam(params, 'password', /^.{1,64}$/u);
  const publicKey = createPasswordCipher(db).publicKeyPem();
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

function removeAccount({ db }: StateContext, email: string): void {
  // Example addresses only: the seeded test accounts are never named by these states.
  db.prepare('DELETE FROM users WHERE email = ?').run(email);
}

/** A clean slate for sending: the address's resend wait and the per-IP counts forgotten. */
function allowSending({ db }: StateContext, email: string): void {
  const limiters = limitersOf(db);
  limiters?.emailCodePerAddress.forget(email.toLowerCase());
  limiters?.emailCodePerIp.clear();
}

/**
 * The code states lead to a registration or a password change: their per-IP counts (and the
 * address's password-change count) are forgotten too, so the pact verifies as often as it is run
 * against the same server (every verifier comes from one IP).
 */
function liveCode(ctx: StateContext, email: string): string {
  allowSending(ctx, email);
  const limiters = limitersOf(ctx.db);
  limiters?.registerPerIp.clear();
  limiters?.changePasswordPerEmail.forget(email.toLowerCase());
  limiters?.changePasswordPerIp.clear();
  return createEmailCodes(ctx.db).send(email, Math.floor(Date.now() / 1000));
}

export const accountProviderStates: readonly ProviderState[] = [
  {
    name: 'user {email} exists',
    setup({ db }, params) {
      devAccounts(db).ensure(emailOf(params));
    },
  },
  {
    name: 'no account has email {email}',
    setup(ctx, params) {
      removeAccount(ctx, emailOf(params));
    },
  },
  {
    name: 'an email code can be sent to {email}',
    setup(ctx, params) {
      allowSending(ctx, emailOf(params));
    },
  },
  {
    // The per-address resend wait is running: a send now is refused with its retryAfterSeconds.
    name: 'an email code was just sent to {email}',
    setup(ctx, params) {
      const email = emailOf(params);
      allowSending(ctx, email);
      createEmailCodes(ctx.db).send(email, Math.floor(Date.now() / 1000));
      limitersOf(ctx.db)?.emailCodePerAddress.record(email.toLowerCase(), Date.now());
    },
  },
  {
    name: '{email} has no account and a live email code',
    setup(ctx, params) {
      const email = emailOf(params);
      removeAccount(ctx, email);
      return { code: liveCode(ctx, email), encryptedPassword: encryptedPassword(ctx, params) };
    },
  },
  {
    name: 'user {email} has a live email code',
    setup(ctx, params) {
      const email = emailOf(params);
      devAccounts(ctx.db).ensure(email);
      return { code: liveCode(ctx, email), encryptedPassword: encryptedPassword(ctx, params) };
    },
  },
  {
    name: 'user {email} has the test password',
    setup(ctx, params) {
      const email = emailOf(params);
      const user = devAccounts(ctx.db).ensure(email);
      ctx.db
        .prepare('UPDATE users SET password_hash = ? WHERE id = ?')
        .run(TEST_PASSWORD_HASH, user.id);
      limitersOf(ctx.db)?.loginPerEmail.forget(email.toLowerCase());
      limitersOf(ctx.db)?.loginPerIp.clear();
      return { encryptedPassword: encryptedPassword(ctx, params) };
    },
  },
];
