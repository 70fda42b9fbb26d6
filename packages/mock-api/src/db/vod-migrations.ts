/**
 * The detail and playback migrations (versions 20-29): accounts and sessions, a viewer's
 * favourites and watch records, and play counters. Listed at the end of `migrations.ts`. Append
 * only, like that list.
 */
import type { Database } from 'better-sqlite3';
import { videoIdsFor, type TitleRank } from '../domain/video-ids';
import { DEFAULT_SEED } from '../seed/index';
import { seededWith } from '../seed/write';
import type { Migration } from './migrations';

/**
 * Titles are addressed by string ids (the real site's): each row keeps its integer id inside the
 * database and gains its video id and its third-party listing's id, which replies carry. Rows of
 * a file seeded before get the ids the seed writer would give them, and so do the links of the
 * seeded hot searches.
 */
function videoIds(db: Database): void {
  db.exec(`
    ALTER TABLE titles ADD COLUMN vid TEXT;
    ALTER TABLE titles ADD COLUMN third_id TEXT;
  `);
  const seed = seededWith(db) ?? DEFAULT_SEED;
  const rows = db.prepare('SELECT id, type, popularity FROM titles').all() as TitleRank[];
  const set = db.prepare('UPDATE titles SET vid = ?, third_id = ? WHERE id = ?');
  for (const [id, { vid, thirdId }] of videoIdsFor(seed, rows)) set.run(vid, thirdId, id);
  db.exec(`
    CREATE UNIQUE INDEX titles_vid ON titles (vid);
    CREATE UNIQUE INDEX titles_third_id ON titles (third_id);
    UPDATE hot_searches SET url = '/vod/detail/' || (SELECT vid FROM titles WHERE id = target_id)
      WHERE label <> '直播' AND EXISTS (SELECT 1 FROM titles WHERE id = target_id);
  `);
}

export const vodMigrations: readonly Migration[] = [
  {
    version: 20,
    name: 'accounts and revoked tokens',
    up: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,          -- scrypt, see src/auth/passwords.ts; never logged
        expire_time INTEGER,                  -- VIP until (epoch seconds); NULL: never had VIP
        created_at INTEGER NOT NULL           -- epoch seconds
      );

      -- Tokens are stateless (signed, with an expiry); logging out lists the token id here
      -- until the token would have expired anyway.
      CREATE TABLE revoked_tokens (
        jti TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL           -- epoch seconds
      ) WITHOUT ROWID;
      CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);
    `,
  },
  {
    version: 21,
    name: 'vod favourites and watch records',
    up: `
      CREATE TABLE vod_favourites (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,          -- epoch milliseconds, strictly increasing per user
        PRIMARY KEY (user_id, title_id)
      ) WITHOUT ROWID;
      CREATE INDEX vod_favourites_newest ON vod_favourites (user_id, created_at DESC);

      -- One record per viewer and title: where they stopped, upserted as they watch.
      CREATE TABLE vod_watch_records (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        ep INTEGER NOT NULL CHECK (ep >= 1),
        position REAL NOT NULL CHECK (position >= 0),
        duration REAL NOT NULL CHECK (duration > 0),
        updated_at INTEGER NOT NULL,          -- epoch milliseconds
        PRIMARY KEY (user_id, title_id)
      ) WITHOUT ROWID;
      CREATE INDEX vod_watch_records_newest ON vod_watch_records (user_id, updated_at DESC);
    `,
  },
  {
    version: 22,
    name: 'play counters',
    up: `
      -- The public play counter of POST /metadata/v1/collection/video/record.
      CREATE TABLE vod_play_counts (
        title_id INTEGER PRIMARY KEY REFERENCES titles (id) ON DELETE CASCADE,
        plays INTEGER NOT NULL DEFAULT 0
      );
      -- POST /metrics/v1/play: playback starts reported by the player, per title.
      CREATE TABLE play_metrics (
        cid INTEGER PRIMARY KEY,
        plays INTEGER NOT NULL DEFAULT 0,
        last_at INTEGER NOT NULL              -- epoch seconds
      );
    `,
  },
  { version: 23, name: 'video ids', up: videoIds },
];
