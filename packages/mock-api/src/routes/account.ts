/**
 * Accounts: the public key, the exist check, email codes, register, login, password
 * change, logout and the user's own details. Passwords arrive RSA-encrypted (see
 * `accounts/rsa.ts`), are checked against scrypt hashes and are never logged; Fastify's request
 * log records method and URL only, never bodies.
 *
 * Options: `rateLimits` lowers or raises the limits (tests), `now` is the clock (epoch ms) of
 * codes, limits and new sessions, so tests can move time.
 */
import type { FastifyPluginAsync } from 'fastify';
import { EMAIL_CODE_TTL_SECONDS, ErrorCode, records, type Session } from '@xinghe/contracts';
import { tokenOf, userOf } from '../auth/plugin';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clientIp } from '../accounts/client-ip';
import { createEmailCodes } from '../accounts/email-codes';
import { maskEmail } from '../accounts/mail';
import { AccountMsg } from '../accounts/messages';
import { createAccountQueries } from '../accounts/queries';
import {
  createRateLimiters,
  DEFAULT_RATE_LIMITS,
  registerLimiters,
  spendOrRefuse,
  type RateCheck,
  type RateLimits,
} from '../accounts/rate-limit';
import { createPasswordCipher } from '../accounts/rsa';
import { clearPassword, validEmail } from '../accounts/validation';
import { contractRoute } from '../lib/contract-route';
import { badRequest, notFound, ok, Refusal } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { createUserQueries } from '../queries/users';

export interface AccountRouteOptions {
  rateLimits?: Partial<RateLimits> | undefined;
  /** Epoch milliseconds; defaults to Date.now. */
  now?: (() => number) | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const limiters = createRateLimiters(limits);
  registerLimiters(fastify.db, limiters);
  const db = fastify.db;
  const users = createUserQueries(db);
  const accounts = createAccountQueries(db);
  const codes = createEmailCodes(db);
  const cipher = createPasswordCipher(db);

  // Compared against when the email is unknown, so a login takes as long either way.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

  const userInfo = (id: number) => {
    const info = accounts.userInfo(id, nowSeconds());
    if (!info) throw notFound(AccountMsg.emailUnknown);
    return info;
  };

  const sessionFor = async (userId: number): Promise<Session> => {
    const { token, expiresAt } = await fastify.sessions.issue(userId, now());
    return { token, expiresAt, user: userInfo(userId) };
  };

  /** Counts one attempt against each limit, or refuses (nothing counted) when one is spent. */
  const spend = (checks: RateCheck[]) => spendOrRefuse(limiters, checks, now());

  /**
   * The clear password of a request whose code `check` accepted. Looked at only after the code,
   * and each refusal costs one of the code's tries: answering 密码格式不正确 to anyone would let
   * them ask whether a ciphertext has valid PKCS#1 padding as often as they like, which is
   * Bleichenbacher's oracle for decrypting a captured password.
   */
  const passwordBehindCode = (codeId: number, encrypted: string): string => {
    try {
      return clearPassword(cipher, encrypted);
    } catch (error) {
      codes.countRefusedUse(codeId);
      throw error;
    }
  };

  app.route({
    ...contractRoute(records.getPublicKey),
    handler: async () => ok({ publicKey: cipher.publicKeyPem() }),
  });

  app.route({
    ...contractRoute(records.userExist),
    handler: async (request) => {
      spend([{ limiter: 'userExistPerIp', key: clientIp(request), msg: AccountMsg.tooFrequent }]);
      const email = validEmail(request.params.email);
      return ok({ exist: users.byEmail(email) !== undefined });
    },
  });

  app.route({
    ...contractRoute(records.sendEmailCode),
    handler: async (request) => {
      const email = validEmail(request.params.email);
      spend([
        {
          limiter: 'emailCodePerAddress',
          key: email.toLowerCase(),
          msg: AccountMsg.resendTooSoon,
        },
        { limiter: 'emailCodePerIp', key: clientIp(request), msg: AccountMsg.tooFrequent },
      ]);
      codes.send(email, nowSeconds());
      request.log.info(`mail to ${maskEmail(email)}: code sent`);
      return ok({
        sent: true as const,
        resendAfter: limits.emailCodePerAddress.windowSeconds,
        expiresIn: EMAIL_CODE_TTL_SECONDS,
      });
    },
  });

  app.route({
    ...contractRoute(records.validateCode),
    handler: async (request) => {
      const email = validEmail(request.body.email);
      codes.check(email, request.body.code, nowSeconds());
      return ok({ valid: true as const });
    },
  });

  app.route({
    ...contractRoute(records.register),
    handler: async (request) => {
      // Before anything else: each attempt costs an scrypt hash and may create an account.
      spend([{ limiter: 'registerPerIp', key: clientIp(request), msg: AccountMsg.tooFrequent }]);
      const { code, password, inviteId } = request.body;
      const email = validEmail(request.body.email);
      // Before the code: a taken address must not cost a try.
      if (users.byEmail(email)) throw new Refusal(ErrorCode.Conflict, AccountMsg.emailTaken);
      const codeId = codes.check(email, code, nowSeconds());
      const clear = passwordBehindCode(codeId, password);
      const passwordHash = await hashPassword(clear);

      const at = nowSeconds();
      const userId = db.transaction(() => {
        if (!codes.consume(codeId, at)) throw badRequest(AccountMsg.codeExpired);
        let id: number;
        try {
          id = users.insert({ email, passwordHash, expireTime: null, now: at });
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new Refusal(ErrorCode.Conflict, AccountMsg.emailTaken);
          }
          throw error;
        }
        // Only the link: the inviter is credited at this account's first payment
        // (`points/invites.ts`).
        const inviter = inviteId ? accounts.inviterOf(inviteId) : undefined;
        if (inviter !== undefined && inviter !== id) accounts.setInvitedBy(id, inviter);
        return id;
      })();
      return ok(await sessionFor(userId));
    },
  });

  app.route({
    ...contractRoute(records.login),
    handler: async (request) => {
      const email = validEmail(request.body.email);
      spend([
        { limiter: 'loginPerEmail', key: email.toLowerCase(), msg: AccountMsg.tooFrequent },
        { limiter: 'loginPerIp', key: clientIp(request), msg: AccountMsg.tooFrequent },
      ]);
      // Every failure answers alike, an undecryptable password included: a distinct reply for bad
      // padding would let anyone decrypt a captured password by asking often enough.
      const clear = cipher.decrypt(request.body.password);
      const user = users.byEmail(email);
      const hash = (user && users.passwordHashOf(user.id)) ?? (await decoy());
      const matches = clear !== null && (await verifyPassword(clear, hash));
      if (!user || !matches) throw badRequest(AccountMsg.wrongCredentials);
      return ok(await sessionFor(user.id));
    },
  });

  app.route({
    ...contractRoute(records.changePassword),
    handler: async (request) => {
      const { code, password } = request.body;
      const email = validEmail(request.body.email);
      spend([
        {
          limiter: 'changePasswordPerEmail',
          key: email.toLowerCase(),
          msg: AccountMsg.tooFrequent,
        },
        { limiter: 'changePasswordPerIp', key: clientIp(request), msg: AccountMsg.tooFrequent },
      ]);
      // The code before the account: codes go to any address, so without the code an unknown
      // email is answered as a known one whose code is wrong or dead, and tells nothing.
      const codeId = codes.check(email, code, nowSeconds());
      const user = users.byEmail(email);
      if (!user) throw notFound(AccountMsg.emailUnknown);
      const clear = passwordBehindCode(codeId, password);
      const passwordHash = await hashPassword(clear);
      // Whoever held the old password may hold a session: all of them end but the one making
      // the change (when it is this user's), so a viewer changing it while logged in stays in.
      const keep = request.user?.id === user.id ? request.user.sessionId : null;
      db.transaction(() => {
        if (!codes.consume(codeId, nowSeconds())) throw badRequest(AccountMsg.codeExpired);
        accounts.setPasswordHash(user.id, passwordHash);
        fastify.sessions.endAllOf(user.id, keep);
      })();
      return ok({ changed: true as const });
    },
  });

  app.route({
    ...contractRoute(records.logout),
    handler: async (request) => {
      const token = tokenOf(request);
      if (token) await fastify.sessions.revoke(token, now());
      return ok({ loggedOut: true as const });
    },
  });

  app.route({
    ...contractRoute(records.getUserDetail),
    handler: async (request) => ok(userInfo(userOf(request).id)),
  });

  app.route({
    ...contractRoute(records.verifyToken),
    handler: async (request) => ok(userInfo(userOf(request).id)),
  });
};

export default accountRoutes;
