/**
 * User sources (versions 70-79): the sources users make, and the shared ones others added.
 * Listed at the end of `migrations.ts`. Append only, like that list.
 */
import type { Migration } from './migrations';

export const sourceMigrations: readonly Migration[] = [
  {
    version: 70,
    name: 'user sources',
    up: `
      CREATE TABLE user_sources (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('hls','list')),
        shared INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
        created_at INTEGER NOT NULL,          -- epoch seconds
        updated_at INTEGER NOT NULL           -- epoch seconds
      );
      CREATE INDEX user_sources_user_newest ON user_sources (user_id, created_at DESC, id DESC);

      -- A shared source another user added to their list; goes when either side goes.
      CREATE TABLE added_sources (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        source_id INTEGER NOT NULL REFERENCES user_sources (id) ON DELETE CASCADE,
        added_at INTEGER NOT NULL,            -- epoch seconds
        PRIMARY KEY (user_id, source_id)
      ) WITHOUT ROWID;
      CREATE INDEX added_sources_source ON added_sources (source_id);
    `,
  },
  {
    version: 71,
    name: 'maccms sources',
    // SQLite cannot change a CHECK in place: the table is made again. added_sources refers to it,
    // so its rows are kept aside and the table made again after (dropping user_sources first
    // would cascade into them).
    up: `
      CREATE TEMP TABLE added_sources_kept AS SELECT * FROM added_sources;
      DROP TABLE added_sources;
      CREATE TABLE user_sources_new (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('hls','list','maccms')),
        shared INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
        created_at INTEGER NOT NULL,          -- epoch seconds
        updated_at INTEGER NOT NULL           -- epoch seconds
      );
      INSERT INTO user_sources_new SELECT id, user_id, name, url, type, shared, created_at,
        updated_at FROM user_sources;
      DROP TABLE user_sources;
      ALTER TABLE user_sources_new RENAME TO user_sources;
      CREATE INDEX user_sources_user_newest ON user_sources (user_id, created_at DESC, id DESC);
      CREATE TABLE added_sources (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        source_id INTEGER NOT NULL REFERENCES user_sources (id) ON DELETE CASCADE,
        added_at INTEGER NOT NULL,            -- epoch seconds
        PRIMARY KEY (user_id, source_id)
      ) WITHOUT ROWID;
      INSERT INTO added_sources SELECT user_id, source_id, added_at FROM added_sources_kept;
      DROP TABLE added_sources_kept;
      CREATE INDEX added_sources_source ON added_sources (source_id);
    `,
  },
];
