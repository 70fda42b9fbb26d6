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
];
