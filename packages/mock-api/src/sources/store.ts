/**
 * The SQL of user sources. Every statement that reads or changes a source names the user, so a
 * query of one user can never reach another's rows: ownership is part of the WHERE, not a check
 * done afterwards.
 */
import type { Database } from 'better-sqlite3';
import type { OwnSource, SourceType, UsableSource } from '@xinghe/contracts';

interface OwnRow {
  id: number;
  name: string;
  url: string;
  type: SourceType;
  shared: number;
  importCount: number;
  createdAt: number;
  updatedAt: number;
}

const OWN_COLUMNS = `s.id, s.name, s.url, s.type, s.shared, s.created_at AS createdAt,
  s.updated_at AS updatedAt,
  (SELECT count(*) FROM added_sources a WHERE a.source_id = s.id) AS importCount`;

type UsableRow = Omit<UsableSource, 'added'> & { added: number };

const toOwn = (row: OwnRow): OwnSource => ({ ...row, shared: row.shared === 1 });

export interface SourceFields {
  name: string;
  url: string;
  type: SourceType;
  shared: boolean;
}

export function createSourceStore(db: Database) {
  const own = db.prepare<[number], OwnRow>(
    `SELECT ${OWN_COLUMNS} FROM user_sources s WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC`,
  );
  const ownOne = db.prepare<[number, number], OwnRow>(
    `SELECT ${OWN_COLUMNS} FROM user_sources s WHERE s.id = ? AND s.user_id = ?`,
  );
  const countOwn = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM user_sources WHERE user_id = ?',
  );
  const insert = db.prepare<[number, string, string, SourceType, number, number, number]>(
    `INSERT INTO user_sources (user_id, name, url, type, shared, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare<[string, string, SourceType, number, number, number, number]>(
    `UPDATE user_sources SET name = ?, url = ?, type = ?, shared = ?, updated_at = ?
     WHERE id = ? AND user_id = ?`,
  );
  // Unsharing revokes: the source leaves every importer's list in the same transaction.
  const revokeImports = db.prepare<[number, number]>(
    `DELETE FROM added_sources WHERE source_id = ?
     AND source_id IN (SELECT id FROM user_sources WHERE id = ? AND shared = 0)`,
  );
  const remove = db.prepare<[number, number]>(
    'DELETE FROM user_sources WHERE id = ? AND user_id = ?',
  );
  const ownUsable = db.prepare<[number], UsableRow>(
    `SELECT id, name, url, type, 0 AS added FROM user_sources WHERE user_id = ?
     ORDER BY created_at DESC, id DESC`,
  );
  const addedUsable = db.prepare<[number], UsableRow>(
    `SELECT s.id, s.name, s.url, s.type, 1 AS added FROM added_sources a
     JOIN user_sources s ON s.id = a.source_id WHERE a.user_id = ?
     ORDER BY a.added_at DESC, s.id DESC`,
  );
  const sharedOne = db.prepare<
    [number],
    { id: number; userId: number; name: string; url: string; type: SourceType }
  >('SELECT id, user_id AS userId, name, url, type FROM user_sources WHERE id = ? AND shared = 1');
  const addedOne = db.prepare<[number, number], { n: number }>(
    'SELECT 1 AS n FROM added_sources WHERE user_id = ? AND source_id = ?',
  );
  const countAdded = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM added_sources WHERE user_id = ?',
  );
  const add = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO added_sources (user_id, source_id, added_at) VALUES (?, ?, ?)',
  );
  const unadd = db.prepare<[number, number]>(
    'DELETE FROM added_sources WHERE user_id = ? AND source_id = ?',
  );
  const usableOne = db.prepare<[number, number, number, number], UsableRow>(
    `SELECT id, name, url, type, 0 AS added FROM user_sources WHERE id = ? AND user_id = ?
     UNION ALL
     SELECT s.id, s.name, s.url, s.type, 1 AS added FROM added_sources a
     JOIN user_sources s ON s.id = a.source_id WHERE a.source_id = ? AND a.user_id = ?`,
  );

  const asUsable = (row: UsableRow): UsableSource => ({
    ...row,
    added: row.added === 1,
  });

  return {
    listOwn: (userId: number) => own.all(userId).map(toOwn),
    getOwn: (userId: number, id: number) => {
      const row = ownOne.get(id, userId);
      return row ? toOwn(row) : null;
    },
    countOwn: (userId: number) => countOwn.get(userId)?.n ?? 0,
    create(userId: number, fields: SourceFields, now: number): OwnSource {
      const { lastInsertRowid } = insert.run(
        userId,
        fields.name,
        fields.url,
        fields.type,
        fields.shared ? 1 : 0,
        now,
        now,
      );
      return toOwn(ownOne.get(Number(lastInsertRowid), userId)!);
    },
    /**
     * Null when the id is not one of the user's sources. A source made unshared leaves the lists
     * of everyone who added it, so they never see what its owner changes afterwards.
     */
    update: db.transaction(
      (userId: number, id: number, fields: SourceFields, now: number): OwnSource | null => {
        const { changes } = update.run(
          fields.name,
          fields.url,
          fields.type,
          fields.shared ? 1 : 0,
          now,
          id,
          userId,
        );
        if (changes === 0) return null;
        revokeImports.run(id, id);
        return toOwn(ownOne.get(id, userId)!);
      },
    ),
    deleteOwn: (userId: number, id: number) => remove.run(id, userId).changes > 0,
    listUsable: (userId: number) =>
      [...ownUsable.all(userId), ...addedUsable.all(userId)].map(asUsable),
    /** A source the user may play (own or added), or null. */
    getUsable(userId: number, id: number): UsableSource | null {
      const row = usableOne.get(id, userId, id, userId);
      return row ? asUsable(row) : null;
    },
    shared: (id: number) => sharedOne.get(id) ?? null,
    isAdded: (userId: number, id: number) => addedOne.get(userId, id) !== undefined,
    countAdded: (userId: number) => countAdded.get(userId)?.n ?? 0,
    add: (userId: number, id: number, now: number) => void add.run(userId, id, now),
    removeAdded: (userId: number, id: number) => unadd.run(userId, id).changes > 0,
  };
}

export type SourceStore = ReturnType<typeof createSourceStore>;
