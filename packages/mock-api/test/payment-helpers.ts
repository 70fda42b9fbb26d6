/** Shared by the payment and points tests: a fresh account per test, a clock tests can move. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { devAccounts } from '../src/dev/accounts';
import { buildTestApi, call } from './helpers';

/** A settable clock (epoch ms) handed to the app as its `now`. */
export function testClock(startMs = Date.UTC(2026, 10, 21, 4, 0, 0)) {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance(seconds: number) {
      nowMs += seconds * 1000;
    },
    set(ms: number) {
      nowMs = ms;
    },
  };
}

export function buildPaymentApi(clock = testClock()): Promise<FastifyInstance> {
  return buildTestApi({ devRoutes: true, now: clock.now });
}

let accountCounter = 0;

/** A new account (never VIP) and a token for it. */
export async function newAccount(app: FastifyInstance, label = 'buyer') {
  const accounts = devAccounts(app.db);
  accountCounter += 1;
  const user = accounts.ensure(`${label}-${accountCounter}-${process.pid}@pay.test`);
  return { id: user.id, email: user.email, token: await accounts.tokenFor(user.id) };
}

export const as = <T>(app: FastifyInstance, token: string | undefined, request: InjectOptions) =>
  call<T>(app, { ...request, headers: { ...request.headers, ...(token && { token }) } });

export function expireTimeOf(app: FastifyInstance, userId: number): number | null {
  const row = app.db.prepare('SELECT expire_time AS t FROM users WHERE id = ?').get(userId) as
    { t: number | null } | undefined;
  return row?.t ?? null;
}
