/**
 * The live sessions, one row per token id (`jti`): a token counts only while its row exists.
 * Prepared once per app; the token itself is checked by `auth/tokens.ts` before these run.
 */
import type { Database } from 'better-sqlite3';

export type SessionQueries = ReturnType<typeof createSessionQueries>;

export function createSessionQueries(db: Database) {
  const insert = db.prepare<[string, number, number]>(
    'INSERT INTO sessions (jti, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const purgeExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const live = db.prepare<[string, number], { one: number }>(
    'SELECT 1 AS one FROM sessions WHERE jti = ? AND user_id = ?',
  );
  const end = db.prepare<[string]>('DELETE FROM sessions WHERE jti = ?');
  const endAllOf = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');
  const endOthersOf = db.prepare<[number, string]>(
    'DELETE FROM sessions WHERE user_id = ? AND jti <> ?',
  );

  return {
    /** Lists a new session; drops the rows of tokens that expired anyway. */
    start(jti: string, userId: number, expiresAt: number, nowSeconds: number): void {
      purgeExpired.run(nowSeconds);
      insert.run(jti, userId, expiresAt);
    },
    isLive: (jti: string, userId: number): boolean => live.get(jti, userId) !== undefined,
    end(jti: string): void {
      end.run(jti);
    },
    /** Ends every session of a user but `keep` (a token id), when given. */
    endAllOf(userId: number, keep: string | null = null): void {
      if (keep === null) endAllOf.run(userId);
      else endOthersOf.run(userId, keep);
    },
  };
}
