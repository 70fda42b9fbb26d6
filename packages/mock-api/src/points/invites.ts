/**
 * What inviting earns. An invite link only links the new account to its inviter; the inviter's
 * points come when the invited account pays for VIP for the first time, as referral programmes
 * that pay in kind do: a throwaway account costs nothing to make, a payment costs more than the
 * day of VIP the credit buys, so farming invites no longer pays. At most
 * `INVITE_CREDITS_PER_DAY` invited accounts credit one inviter per Asia/Shanghai day; an account
 * over that credits at its next payment on a later day.
 */
import type { Database } from 'better-sqlite3';
import { createPointsLedger, POINTS_PER_INVITE, shanghaiDayStart } from './ledger';

export const INVITE_CREDITS_PER_DAY = 5;
const DAY_SECONDS = 86_400;

export function createInviteCredits(db: Database) {
  const ledger = createPointsLedger(db);
  const inviterOf = db.prepare<[number], { inviter: number }>(
    `SELECT invited_by AS inviter FROM users
     WHERE id = ? AND invited_by IS NOT NULL AND invite_credited_at IS NULL`,
  );
  const creditedBetween = db.prepare<[number, number, number], { n: number }>(
    `SELECT count(*) AS n FROM users
     WHERE invited_by = ? AND invite_credited_at >= ? AND invite_credited_at < ?`,
  );
  const markCredited = db.prepare<[number, number]>(
    'UPDATE users SET invite_credited_at = ? WHERE id = ? AND invite_credited_at IS NULL',
  );

  return {
    /**
     * Called inside the transaction that marks an order of `buyerId` paid: credits the buyer's
     * inviter once, within the daily cap. Returns the points given (0 or POINTS_PER_INVITE).
     */
    creditForPayment(buyerId: number, nowSeconds: number): number {
      const inviter = inviterOf.get(buyerId)?.inviter;
      if (inviter === undefined) return 0;
      const dayStart = shanghaiDayStart(nowSeconds);
      const today = creditedBetween.get(inviter, dayStart, dayStart + DAY_SECONDS)?.n ?? 0;
      if (today >= INVITE_CREDITS_PER_DAY) return 0;
      if (markCredited.run(nowSeconds, buyerId).changes === 0) return 0;
      ledger.award(inviter, 'invite', POINTS_PER_INVITE, nowSeconds);
      return POINTS_PER_INVITE;
    },
  };
}
