/**
 * Points on top of the shared ledger (`src/points/ledger.ts`): the rules, the daily check-in,
 * watch points with their daily cap, exchanging points for VIP days, and invite figures.
 * "Today" is the Asia/Shanghai calendar day, as the ledger counts it.
 */
import type { Database } from 'better-sqlite3';
import type { ExchangeOption, PointsRules } from '@xinghe/contracts';
import { ErrorCode, POINTS_HISTORY_LIMIT } from '@xinghe/contracts';
import { createPointsLedger } from '../points/ledger';
import { createUserQueries } from '../queries/users';
import { Refusal, badRequest, notFound } from '../lib/reply';
import { PointsMsg } from './messages';

export const POINTS_RULES: PointsRules = { checkIn: 10, watch: 2, watchDailyCap: 10, invite: 100 };

export const EXCHANGE_OPTIONS: readonly ExchangeOption[] = [
  { id: 1, days: 1, points: 100 },
  { id: 2, days: 7, points: 600 },
  { id: 3, days: 30, points: 2000 },
];

export type PointsService = ReturnType<typeof createPointsService>;

export function createPointsService(db: Database) {
  const ledger = createPointsLedger(db);
  const users = createUserQueries(db);
  const inviteCodeOf = db.prepare<[number], { code: string | null }>(
    'SELECT invite_code AS code FROM users WHERE id = ?',
  );
  const invitedCount = db.prepare<[number], { count: number }>(
    'SELECT COUNT(*) AS count FROM users WHERE invited_by = ?',
  );
  const invitePoints = db.prepare<[number], { total: number }>(
    `SELECT COALESCE(SUM(points), 0) AS total FROM points_ledger
     WHERE user_id = ? AND kind = 'invite'`,
  );

  const checkIn = db.transaction((userId: number, nowSeconds: number) => {
    if (ledger.earnedToday(userId, 'checkIn', nowSeconds) > 0) {
      throw new Refusal(ErrorCode.Conflict, PointsMsg.alreadyCheckedIn);
    }
    const gained = POINTS_RULES.checkIn;
    return { balance: ledger.award(userId, 'checkIn', gained, nowSeconds), gained };
  });

  const exchange = db.transaction((userId: number, optionId: number, nowSeconds: number) => {
    const option = EXCHANGE_OPTIONS.find((candidate) => candidate.id === optionId);
    if (!option) throw notFound(PointsMsg.optionNotFound);
    if (ledger.balance(userId) < option.points) throw badRequest(PointsMsg.notEnough);
    // One transaction: the points leave and the days arrive together, or not at all.
    const balance = ledger.award(userId, 'exchange', -option.points, nowSeconds);
    const expireTime = users.extendVip(userId, option.days, nowSeconds);
    return { balance, expireTime };
  });

  const awardWatch = db.transaction((userId: number, nowSeconds: number): number => {
    const earned = ledger.earnedToday(userId, 'watch', nowSeconds);
    const points = Math.min(POINTS_RULES.watch, POINTS_RULES.watchDailyCap - earned);
    if (points <= 0) return 0;
    ledger.award(userId, 'watch', points, nowSeconds);
    return points;
  });

  return {
    summary(userId: number, nowSeconds: number) {
      return {
        balance: ledger.balance(userId),
        checkedInToday: ledger.earnedToday(userId, 'checkIn', nowSeconds) > 0,
        rules: POINTS_RULES,
        options: [...EXCHANGE_OPTIONS],
        history: ledger.history(userId, POINTS_HISTORY_LIMIT),
      };
    },
    /** Once per Shanghai day; a second time is a 409 refusal and changes nothing. */
    checkIn,
    /** Points for VIP days; too few points is a 400 refusal and changes nothing. */
    exchange,
    /** Watch points for starting a title, up to the daily cap; returns the points given. */
    awardWatch,
    invite(userId: number) {
      return {
        inviteCode: inviteCodeOf.get(userId)?.code ?? '',
        invitedCount: invitedCount.get(userId)?.count ?? 0,
        pointsEarned: invitePoints.get(userId)?.total ?? 0,
        pointsPerInvite: POINTS_RULES.invite,
      };
    },
  };
}
