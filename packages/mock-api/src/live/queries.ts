/** A viewer's favourite and watched channels (tables of db/live-migrations.ts). */
import type { Database } from 'better-sqlite3';

/** The newest watched channels kept per viewer. */
export const LIVE_RECORD_LIMIT = 50;

export interface ChannelAt {
  /** The channel's slug. */
  channelId: string;
  at: number;
}

export function createLiveQueries(db: Database) {
  const collects = db.prepare<[number], ChannelAt>(
    `SELECT channel AS channelId, collected_at AS at FROM live_collects
     WHERE user_id = ? ORDER BY collected_at DESC, rowid DESC`,
  );
  const isCollected = db.prepare<[number, string], { one: 1 }>(
    'SELECT 1 AS one FROM live_collects WHERE user_id = ? AND channel = ?',
  );
  const collect = db.prepare<[number, string, number]>(
    `INSERT INTO live_collects (user_id, channel, collected_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, channel) DO NOTHING`,
  );
  const uncollect = db.prepare<[number, string]>(
    'DELETE FROM live_collects WHERE user_id = ? AND channel = ?',
  );
  const records = db.prepare<[number, number], ChannelAt>(
    `SELECT channel AS channelId, play_time AS at FROM live_records
     WHERE user_id = ? ORDER BY play_time DESC, rowid DESC LIMIT ?`,
  );
  const record = db.prepare<[number, string, number]>(
    `INSERT INTO live_records (user_id, channel, play_time) VALUES (?, ?, ?)
     ON CONFLICT (user_id, channel) DO UPDATE SET play_time = excluded.play_time`,
  );
  return {
    collects: (userId: number) => collects.all(userId),
    isCollected: (userId: number, channelId: string) => !!isCollected.get(userId, channelId),
    collect: (userId: number, channelId: string, at: number) => {
      collect.run(userId, channelId, at);
    },
    uncollect: (userId: number, channelId: string) => {
      uncollect.run(userId, channelId);
    },
    records: (userId: number) => records.all(userId, LIVE_RECORD_LIMIT),
    record: (userId: number, channelId: string, at: number) => {
      record.run(userId, channelId, at);
    },
  };
}
