/** The matches each viewer follows, kept in SQLite so they outlive a restart. */
import type { Database } from 'better-sqlite3';

export function createFollowStore(db: Database) {
  const add = db.prepare(
    'INSERT OR IGNORE INTO sport_follows (user_id, match_id, created_at) VALUES (?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM sport_follows WHERE user_id = ? AND match_id = ?');
  const list = db
    .prepare(
      'SELECT match_id FROM sport_follows WHERE user_id = ? ORDER BY created_at DESC, match_id DESC',
    )
    .pluck();
  const has = db.prepare('SELECT 1 FROM sport_follows WHERE user_id = ? AND match_id = ?').pluck();
  return {
    follow: (userId: number, matchId: number, nowSeconds: number) =>
      void add.run(userId, matchId, nowSeconds),
    unfollow: (userId: number, matchId: number) => void remove.run(userId, matchId),
    ids: (userId: number) => list.all(userId) as number[],
    has: (userId: number, matchId: number) => has.get(userId, matchId) !== undefined,
  };
}

export type FollowStore = ReturnType<typeof createFollowStore>;
