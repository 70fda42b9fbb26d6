/** The account reads and writes the foundation's user queries do not have. */
import type { Database } from 'better-sqlite3';
import { isVipActive, type UserInfo } from '@xinghe/contracts';
import { createPointsLedger } from '../points/ledger';

interface UserInfoRow {
  id: number;
  email: string;
  expireTime: number | null;
  createdAt: number;
  inviteCode: string;
}

export type AccountQueries = ReturnType<typeof createAccountQueries>;

export function createAccountQueries(db: Database) {
  const ledger = createPointsLedger(db);
  const infoRow = db.prepare<[number], UserInfoRow>(
    `SELECT id, email, expire_time AS expireTime, created_at AS createdAt,
       invite_code AS inviteCode FROM users WHERE id = ?`,
  );
  const byInviteCode = db.prepare<[string], { id: number }>(
    'SELECT id FROM users WHERE invite_code = ?',
  );
  const setInvitedBy = db.prepare<[number, number]>(
    'UPDATE users SET invited_by = ? WHERE id = ? AND invited_by IS NULL',
  );
  const setPasswordHash = db.prepare<[string, number]>(
    'UPDATE users SET password_hash = ? WHERE id = ?',
  );

  return {
    /** The user as the site sees it (UserInfo), or undefined when there is no such user. */
    userInfo(id: number, nowSeconds: number): UserInfo | undefined {
      const row = infoRow.get(id);
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        expireTime: row.expireTime,
        isVip: isVipActive(row.expireTime, nowSeconds * 1000),
        points: ledger.balance(row.id),
        inviteCode: row.inviteCode,
        createdAt: row.createdAt,
      };
    },
    /** The owner of an invite code (codes are stored lowercase; links may arrive in any case). */
    inviterOf: (code: string): number | undefined =>
      byInviteCode.get(code.trim().toLowerCase())?.id,
    /** Records who invited a user; true the first time only. */
    setInvitedBy: (userId: number, inviterId: number): boolean =>
      setInvitedBy.run(inviterId, userId).changes === 1,
    setPasswordHash: (userId: number, hash: string) => {
      setPasswordHash.run(hash, userId);
    },
  };
}
