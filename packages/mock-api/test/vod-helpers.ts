/** Shared by the issue-4 tests: log in through the dev hook, find titles with given traits. */
import type { FastifyInstance } from 'fastify';
import { MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from '../src/auth/test-accounts';
import { call } from './helpers';

export { MEMBER_TEST_EMAIL, VIP_TEST_EMAIL };

/** Seeding a catalogue takes about a second, far more on a busy shared machine. */
export const APP_START_TIMEOUT = 60_000;

/** A token for a seeded account, through `POST /__dev/login` (the app needs devRoutes). */
export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  const { body } = await call<{ token: string }>(app, {
    method: 'POST',
    url: '/__dev/login',
    payload: { email },
  });
  if (body.code !== 0) throw new Error(`dev login of ${email} failed: ${body.msg}`);
  return body.data.token;
}

export interface TitleFacts {
  id: number;
  type: string;
  episodes: number;
  remark: string;
}

/** The first title (lowest id) matching a SQL condition on `titles`. */
export function titleWhere(app: FastifyInstance, where: string): TitleFacts {
  const row = app.db
    .prepare(`SELECT id, type, episodes, remark FROM titles WHERE ${where} ORDER BY id LIMIT 1`)
    .get() as TitleFacts | undefined;
  if (!row) throw new Error(`no title where ${where}`);
  return row;
}
