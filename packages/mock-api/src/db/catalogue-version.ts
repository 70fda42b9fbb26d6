/**
 * A counter that moves whenever the catalogue changes, kept by the database itself (triggers), so
 * replies built from the catalogue can be cached and never outlive it, whoever writes: the seed,
 * a provider state adding a title, a tool editing the file. Version 11 of the browsing block.
 */
import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** Tables whose rows the cached catalogue replies are built from. */
const WATCHED_TABLES = ['titles', 'title_genres', 'actors', 'title_actors', 'channels'] as const;

const bump = `INSERT INTO meta (key, value) VALUES ('${CATALOGUE_VERSION_KEY}', '1')
      ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1;`;

const bumpTriggers = (tables: readonly string[]) =>
  tables
    .flatMap((table) =>
      (['INSERT', 'UPDATE', 'DELETE'] as const).map(
        (event) => `
      CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_catalogue AFTER ${event} ON ${table}
      BEGIN ${bump} END;`,
      ),
    )
    .join('\n');

export const catalogueVersionMigration: Migration = {
  version: 11,
  name: 'catalogue version counter',
  up: bumpTriggers(WATCHED_TABLES),
};

/** The hot searches' reply is cached with the catalogue's version too (block 100). */
export const hotSearchesVersionMigration: Migration = {
  version: 100,
  name: 'hot searches move the catalogue version',
  up: bumpTriggers(['hot_searches']),
};

/** Reads the counter: one primary-key lookup, cheap enough to do on every request. */
export function catalogueVersionOf(db: Database): () => number {
  const read = db.prepare('SELECT value FROM meta WHERE key = ?').pluck();
  return () => Number(read.get(CATALOGUE_VERSION_KEY) ?? 0);
}
