/**
 * The database schema as an ordered list of migrations. Append only: a migration that has run on
 * someone's file is never edited, a change is a new entry with the next version.
 */
import type { Database } from 'better-sqlite3';
import { accountMigrations } from './account-migrations';
import { catalogueVersionMigration, hotSearchesVersionMigration } from './catalogue-version';
import { danmakuMigrations } from './danmaku-migrations';
import { liveMigrations } from './live-migrations';
import { myMarksMigrations } from './marks-migrations';
import { paymentMigrations } from './payment-migrations';
import { peopleMigrations } from './people-migrations';
import { searchTextMigration } from './search-text';
import { sportsMigrations } from './sports-migrations';
import { sourceMigrations } from './source-migrations';
import { vodMigrations } from './vod-migrations';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: string | ((db: Database) => void);
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    up: `
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE titles (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL UNIQUE,
        aliases TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
        type TEXT NOT NULL CHECK (type IN ('movie','drama','variety','animation','children','documentary')),
        region TEXT NOT NULL,
        year INTEGER NOT NULL,
        genres TEXT NOT NULL DEFAULT '[]',    -- JSON array, for summaries; filters use title_genres
        score REAL NOT NULL,
        description TEXT NOT NULL,
        tagline TEXT NOT NULL,
        episodes INTEGER NOT NULL CHECK (episodes >= 1),
        remark TEXT NOT NULL,
        popularity INTEGER NOT NULL,
        updated_at INTEGER NOT NULL           -- epoch seconds
      );
      -- Channel rows and pages list a type by popularity; filters narrow by region and year.
      CREATE INDEX titles_type_popularity ON titles (type, popularity DESC, id);
      CREATE INDEX titles_popularity ON titles (popularity DESC, id);
      CREATE INDEX titles_region ON titles (region, popularity DESC);
      CREATE INDEX titles_year ON titles (year, popularity DESC);
      CREATE INDEX titles_updated_at ON titles (updated_at DESC);

      CREATE TABLE title_genres (
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        genre TEXT NOT NULL,
        PRIMARY KEY (title_id, genre)
      ) WITHOUT ROWID;
      CREATE INDEX title_genres_genre ON title_genres (genre, title_id);

      CREATE TABLE actors (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        gender TEXT NOT NULL CHECK (gender IN ('male','female')),
        region TEXT NOT NULL,
        birth_year INTEGER NOT NULL,
        profession TEXT NOT NULL CHECK (profession IN ('actor','director')),
        description TEXT NOT NULL,
        popularity INTEGER NOT NULL
      );

      CREATE TABLE title_actors (
        title_id INTEGER NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
        actor_id INTEGER NOT NULL REFERENCES actors (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('actor','director')),
        position INTEGER NOT NULL,
        PRIMARY KEY (title_id, role, actor_id)
      ) WITHOUT ROWID;
      CREATE INDEX title_actors_actor ON title_actors (actor_id, title_id);

      CREATE TABLE channels (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        category TEXT NOT NULL
      );
      CREATE INDEX channels_category ON channels (category, id);

      CREATE TABLE hot_searches (
        position INTEGER PRIMARY KEY,         -- the entry's index, from 1
        name TEXT NOT NULL,
        label TEXT NOT NULL,
        target_id INTEGER NOT NULL,
        url TEXT NOT NULL
      );
    `,
  },
  // Browsing and search own versions 10-19; detail and playback 20-29.
  {
    version: 10,
    name: 'search text and filter sort indexes',
    up: searchTextMigration,
  },
  catalogueVersionMigration,
  ...vodMigrations,
  // Accounts own 30-39, payments 40-49.
  ...accountMigrations,
  ...paymentMigrations,
  // Live TV: 50-59.
  ...liveMigrations,
  // Sports own 60-69.
  ...sportsMigrations,
  // User sources own 70-79.
  ...sourceMigrations,
  // Actor pages: 80-89.
  ...peopleMigrations,
  // 弹幕: 90-99.
  ...danmakuMigrations,
  // Performance: 100-109.
  hotSearchesVersionMigration,
  // Viewers' own intro and outro marks: 110-119.
  ...myMarksMigrations,
];
