/** Shared by the detail and playback tests: log in through the dev hook, find titles by trait. */
import type { FastifyInstance } from 'fastify';
import type { PlayInfo } from '@xinghe/contracts';
import { MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from '../src/auth/test-accounts';
import { BROKEN_LINE, breakageOf, type Breakage } from '../src/media/lines';
import { call } from './helpers';

export { MEMBER_TEST_EMAIL, VIP_TEST_EMAIL };

/** The video id of a seeded row, for cases listed before an app is built. */
export { vidOfRow } from './oracle';

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

/** The play-line reply of an episode for a session token (null: a visitor). */
export async function playLine(
  app: FastifyInstance,
  sessionToken: string | null,
  body: { id: string; ep: number; line?: string; quality?: string },
): Promise<PlayInfo> {
  const reply = await call<PlayInfo>(app, {
    method: 'POST',
    url: '/web/v2/dianbo/video/line',
    payload: body,
    ...(sessionToken && { headers: { token: sessionToken } }),
  });
  if (reply.body.code !== 0) throw new Error(`play line refused: ${reply.body.msg}`);
  return reply.body.data;
}

/** The media token a play-line reply gives this session (for `token=` of signed media URLs). */
export async function mediaTokenFor(
  app: FastifyInstance,
  sessionToken: string,
  id: string,
): Promise<string> {
  return (await playLine(app, sessionToken, { id, ep: 1, line: 'third1' })).mediaToken;
}

export interface TitleFacts {
  /** The video id, as replies and paths carry it. */
  id: string;
  /** The row inside the database. */
  row: number;
  type: string;
  episodes: number;
  remark: string;
}

/** The first title (lowest row) matching a SQL condition on `titles`. */
export function titleWhere(app: FastifyInstance, where: string): TitleFacts {
  const row = app.db
    .prepare(
      `SELECT vid AS id, id AS row, type, episodes, remark FROM titles WHERE ${where}
       ORDER BY id LIMIT 1`,
    )
    .get() as TitleFacts | undefined;
  if (!row) throw new Error(`no title where ${where}`);
  return row;
}

/** The first finished drama whose broken line 线路三 is broken this way (null: works). */
export function dramaWithBreakage(app: FastifyInstance, breakage: Breakage | null): TitleFacts {
  const rows = app.db
    .prepare(
      `SELECT vid AS id, id AS row, type, episodes, remark FROM titles
       WHERE type = 'drama' AND remark LIKE '全%' ORDER BY id`,
    )
    .all() as TitleFacts[];
  const found = rows.find((row) => breakageOf(BROKEN_LINE, row.id) === breakage);
  if (!found) throw new Error(`no drama whose third line breaks as ${breakage}`);
  return found;
}
