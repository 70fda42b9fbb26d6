/**
 * A viewer's favourites and watch records, keyed by the title's row (routes map video ids to
 * rows and replies carry the video id). Times are stored in milliseconds from a clock that
 * never repeats a value, so "newest first" is exact even for two saves in the same millisecond,
 * and reported in epoch seconds as the contract says.
 */
import type { Database } from 'better-sqlite3';
import type { CollectItem, WatchRecord } from '@xinghe/contracts';
import { WATCH_RECORD_LIST_LIMIT } from '@xinghe/contracts';
import { SUMMARY_COLUMNS, toVideoCard, type SummaryRow } from './catalogue';

/** Milliseconds now, strictly greater than the last value handed out by this process. */
function monotonicClock() {
  let last = 0;
  return (): number => {
    last = Math.max(Date.now(), last + 1);
    return last;
  };
}

const toSeconds = (ms: number) => Math.floor(ms / 1000);

type CollectRow = SummaryRow & { createdAt: number };
type RecordRow = SummaryRow & { ep: number; position: number; duration: number; updatedAt: number };

function toCollectItem(row: CollectRow): CollectItem {
  return { ...toVideoCard(row), collectedAt: toSeconds(row.createdAt) };
}

function toWatchRecord(row: RecordRow): WatchRecord {
  return {
    ...toVideoCard(row),
    ep: row.ep,
    position: row.position,
    duration: row.duration,
    updatedAt: toSeconds(row.updatedAt),
  };
}

export type VodUserQueries = ReturnType<typeof createVodUserQueries>;

export function createVodUserQueries(db: Database) {
  const now = monotonicClock();

  const collectPage = db.prepare<[number, number, number], CollectRow>(
    `SELECT ${SUMMARY_COLUMNS}, f.created_at AS createdAt FROM vod_favourites f
     JOIN titles t ON t.id = f.title_id WHERE f.user_id = ?
     ORDER BY f.created_at DESC, f.title_id DESC LIMIT ? OFFSET ?`,
  );
  const collectCount = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM vod_favourites WHERE user_id = ?',
  );
  const addCollect = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO vod_favourites (user_id, title_id, created_at) VALUES (?, ?, ?)',
  );
  const removeCollect = db.prepare<[number, number]>(
    'DELETE FROM vod_favourites WHERE user_id = ? AND title_id = ?',
  );
  const isCollected = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM vod_favourites WHERE user_id = ? AND title_id = ?',
  );

  const recordColumns = `${SUMMARY_COLUMNS}, r.ep, r.position, r.duration, r.updated_at AS updatedAt`;
  const recordList = db.prepare<[number, number], RecordRow>(
    `SELECT ${recordColumns} FROM vod_watch_records r JOIN titles t ON t.id = r.title_id
     WHERE r.user_id = ? ORDER BY r.updated_at DESC, r.title_id DESC LIMIT ?`,
  );
  const recordOf = db.prepare<[number, number], RecordRow>(
    `SELECT ${recordColumns} FROM vod_watch_records r JOIN titles t ON t.id = r.title_id
     WHERE r.user_id = ? AND r.title_id = ?`,
  );
  const upsertRecord = db.prepare<[number, number, number, number, number, number]>(
    `INSERT INTO vod_watch_records (user_id, title_id, ep, position, duration, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, title_id) DO UPDATE SET
       ep = excluded.ep, position = excluded.position, duration = excluded.duration,
       updated_at = excluded.updated_at`,
  );
  const removeRecord = db.prepare<[number, number]>(
    'DELETE FROM vod_watch_records WHERE user_id = ? AND title_id = ?',
  );

  return {
    collects(userId: number, page: number, pageSize: number) {
      const total = collectCount.get(userId)?.n ?? 0;
      const list = collectPage.all(userId, pageSize, (page - 1) * pageSize).map(toCollectItem);
      return { list, total, page, pageSize, hasMore: page * pageSize < total };
    },
    /** Idempotent: a title favourited again keeps its first date. */
    addCollect(userId: number, titleId: number): void {
      addCollect.run(userId, titleId, now());
    },
    removeCollect(userId: number, titleId: number): void {
      removeCollect.run(userId, titleId);
    },
    isCollected(userId: number, titleId: number): boolean {
      return isCollected.get(userId, titleId) !== undefined;
    },

    records(userId: number): WatchRecord[] {
      return recordList.all(userId, WATCH_RECORD_LIST_LIMIT).map(toWatchRecord);
    },
    record(userId: number, titleId: number): WatchRecord | null {
      const row = recordOf.get(userId, titleId);
      return row ? toWatchRecord(row) : null;
    },
    /** One record per user and title (by its row): saving again moves it to the front. */
    saveRecord(
      userId: number,
      titleId: number,
      save: { ep: number; position: number; duration: number },
    ): WatchRecord {
      const position = Math.min(save.position, save.duration);
      upsertRecord.run(userId, titleId, save.ep, position, save.duration, now());
      const saved = this.record(userId, titleId);
      if (!saved) throw new Error('watch record vanished after saving');
      return saved;
    },
    removeRecord(userId: number, titleId: number): boolean {
      return removeRecord.run(userId, titleId).changes > 0;
    },
  };
}
