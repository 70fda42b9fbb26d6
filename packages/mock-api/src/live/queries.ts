/** A viewer's favourite and watched channels (tables of db/live-migrations.ts). */
import type { Database } from 'better-sqlite3';

/** The newest watched channels kept per viewer. */
export const LIVE_RECORD_LIMIT = 50;

export interface ChannelAt {
  channelId: number;
  at: number;
}

export function createLiveQueries(db: Database) {
  const collects = db.prepare<[number], ChannelAt>(
    `SELECT channel_id AS channelId, collected_at AS at FROM live_collects
     WHERE user_id = ? ORDER BY collected_at DESC, rowid DESC`,
  );
  const isCollected = db.prepare<[number, number], { one: 1 }>(
    'SELECT 1 AS one FROM live_collects WHERE user_id = ? AND channel_id = ?',
  );
  const collect = db.prepare<[number, number, number]>(
    `INSERT INTO live_collects (user_id, channel_id, collected_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, channel_id) DO NOTHING`,
  );
  const uncollect = db.prepare<[number, number]>(
    'DELETE FROM live_collects WHERE user_id = ? AND channel_id = ?',
  );
  const records = db.prepare<[number, number], ChannelAt>(
    `SELECT channel_id AS channelId, play_time AS at FROM live_records
     WHERE user_id = ? ORDER BY play_time DESC, rowid DESC LIMIT ?`,
  );
  const record = db.prepare<[number, number, number]>(
    `INSERT INTO live_records (user_id, channel_id, play_time) VALUES (?, ?, ?)
     ON CONFLICT (user_id, channel_id) DO UPDATE SET play_time = excluded.play_time`,
  );
  return {
    collects: (userId: number) => collects.all(userId),
    isCollected: (userId: number, channelId: number) => !!isCollected.get(userId, channelId),
    collect: (userId: number, channelId: number, at: number) => {
      collect.run(userId, channelId, at);
    },
    uncollect: (userId: number, channelId: number) => {
      uncollect.run(userId, channelId);
    },
    records: (userId: number) => records.all(userId, LIVE_RECORD_LIMIT),
    record: (userId: number, channelId: number, at: number) => {
      record.run(userId, channelId, at);
    },
  };
}
