/**
 * The points ledger: every gain and spend is a row of `points_ledger`, the balance is their sum.
 * Shared by invite credits (at an invited account's first payment), check-in, watching and
 * exchange. Callers that award points for something they also record (an exchange that extends
 * VIP, a payment that credits an inviter) run `award` inside their own transaction, so both happen
 * or neither.
 *
 * "Today" is the Asia/Shanghai calendar day (UTC+8, no daylight saving): the site's users live
 * there, so a check-in resets at their midnight, not the server's.
 */
import type { Database } from 'better-sqlite3';
import type { PointsEntry, PointsKind } from '@xinghe/contracts';

/** What the inviter of a new account gets, once per account, at its first payment (`invites.ts`). */
export const POINTS_PER_INVITE = 100;

const SHANGHAI_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86_400;

/** Epoch seconds of the start of the Asia/Shanghai calendar day `nowSeconds` falls in. */
export function shanghaiDayStart(nowSeconds: number): number {
  const local = nowSeconds + SHANGHAI_OFFSET_SECONDS;
  return local - (((local % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS) - SHANGHAI_OFFSET_SECONDS;
}

export type PointsLedger = ReturnType<typeof createPointsLedger>;

export function createPointsLedger(db: Database) {
  const insert = db.prepare<[number, PointsKind, number, number]>(
    'INSERT INTO points_ledger (user_id, kind, points, created_at) VALUES (?, ?, ?, ?)',
  );
  const sum = db.prepare<[number], { total: number }>(
    'SELECT COALESCE(SUM(points), 0) AS total FROM points_ledger WHERE user_id = ?',
  );
  const newest = db.prepare<[number, number], PointsEntry>(
    `SELECT kind, points, created_at AS createdAt FROM points_ledger
     WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const sumSince = db.prepare<[number, PointsKind, number, number], { total: number }>(
    `SELECT COALESCE(SUM(points), 0) AS total FROM points_ledger
     WHERE user_id = ? AND kind = ? AND created_at >= ? AND created_at < ?`,
  );

  const balance = (userId: number): number => sum.get(userId)?.total ?? 0;

  return {
    /** Records a gain (or, negative, a spend) and returns the new balance. */
    award(userId: number, kind: PointsKind, points: number, nowSeconds: number): number {
      if (!Number.isSafeInteger(points) || points === 0) {
        throw new Error(`points must be a non-zero integer, got ${points}`);
      }
      insert.run(userId, kind, points, nowSeconds);
      return balance(userId);
    },
    balance,
    /** The newest entries first. */
    history: (userId: number, limit: number): PointsEntry[] => newest.all(userId, limit),
    /** Points of one kind earned in the Asia/Shanghai calendar day of `nowSeconds`. */
    earnedToday(userId: number, kind: PointsKind, nowSeconds: number): number {
      const start = shanghaiDayStart(nowSeconds);
      return sumSince.get(userId, kind, start, start + DAY_SECONDS)?.total ?? 0;
    },
  };
}
