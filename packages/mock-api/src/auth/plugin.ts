/**
 * Accounts on every request: reads the `token` header into `request.user` (null when absent,
 * malformed, forged, expired or revoked: a bad token is treated as no token), and refuses every
 * contract route whose record says `auth: 'token'` with `{ code: 401, msg: 请先登录 }` when there is
 * no user. The guard is attached to routes as they register, from the records, so a route author
 * cannot forget it. Also makes the test accounts (or, without `testAccounts`, locks any left from
 * development) and exposes `fastify.sessions` (issue, revoke, end a user's sessions).
 */
import type { FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, Header, records, toFastifyPath } from '@xinghe/contracts';
import { Refusal } from '../lib/reply';
import { VodMsg } from '../lib/vod-messages';
import { resolveTokenSecret } from './secret';
import { createSessions, type AuthUser, type Sessions } from './sessions';
import { ensureTestAccounts, lockTestAccounts } from './test-accounts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** The logged-in user of the `token` header, or null. */
    user: AuthUser | null;
  }
}

/** `GET /user/dianbo/collect` and the like: every contract route that needs the token. */
const tokenRoutes = new Set(
  Object.values(records)
    .filter((record) => record.route.auth === 'token')
    .map((record) => `${record.route.method} ${toFastifyPath(record.route.path)}`),
);

export function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[Header.token];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The logged-in user of a token route: `requireUser` has refused every request without one. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('token route reached without a user');
  return request.user;
}

const requireUser: preValidationHookHandler = async (request) => {
  if (!request.user) throw new Refusal(ErrorCode.Unauthorized, VodMsg.loginRequired);
};

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export interface AuthPluginOptions {
  /** The README's test accounts (password xinghe123): made on start when true, locked when not. */
  testAccounts?: boolean | undefined;
}

export default fp<AuthPluginOptions>(
  async (fastify, options) => {
    const sessions = createSessions(fastify.db, resolveTokenSecret(fastify.db));
    if (options.testAccounts) ensureTestAccounts(fastify.db);
    else lockTestAccounts(fastify.db);
    fastify.decorate('sessions', sessions);
    fastify.decorateRequest('user', null);

    const readUser: onRequestHookHandler = async (request) => {
      const token = tokenOf(request);
      request.user = token ? await sessions.resolve(token) : null;
    };
    fastify.addHook('onRequest', readUser);

    fastify.addHook('onRoute', (route) => {
      const methods = asArray(route.method);
      if (!methods.some((method) => tokenRoutes.has(`${method} ${route.url}`))) return;
      // First, before validation: a visitor is told to log in, not that a field is missing.
      route.preValidation = [requireUser, ...asArray(route.preValidation)];
    });
  },
  { name: 'mock-api-auth' },
);
