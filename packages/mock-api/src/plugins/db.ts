/**
 * The SQLite database: opened once per app (WAL, foreign keys), migrated, seeded on first start
 * only, closed with the app. A file keeps its data across restarts; ':memory:' is for tests.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { DEFAULT_SEED, generateCatalogue } from '../seed/index';
import { isSeeded, scaledWith, seededWith, writeCatalogue } from '../seed/write';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export type DbPluginOptions = {
  /** A file path, or ':memory:'. */
  dbFile: string;
  seed?: number;
  /** Catalogue size as a multiple of the usual one (see `generateCatalogue`); default 1. */
  seedScale?: number;
};

export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // With WAL, NORMAL is durable across application crashes and much faster than FULL.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

export default fp<DbPluginOptions>(
  async (fastify, options) => {
    const db = openDatabase(options.dbFile);
    try {
      const ran = runMigrations(db, migrations);
      if (ran.length > 0) fastify.log.info({ versions: ran }, 'database migrated');

      const seed = options.seed ?? DEFAULT_SEED;
      const scale = options.seedScale ?? 1;
      if (!isSeeded(db)) {
        const started = performance.now();
        const catalogue = generateCatalogue(seed, scale);
        writeCatalogue(db, catalogue);
        fastify.log.info(
          {
            seed,
            scale,
            titles: catalogue.titles.length,
            ms: Math.round(performance.now() - started),
          },
          'catalogue seeded',
        );
      } else if (seededWith(db) !== seed || scaledWith(db) !== scale) {
        // The file is kept as it is: its catalogue, and anything users did, outlives a seed change.
        fastify.log.warn(
          { seed, scale, seededWith: seededWith(db), scaledWith: scaledWith(db) },
          'database was seeded with another seed or scale',
        );
      }
    } catch (error) {
      db.close();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.addHook('onClose', () => db.close());
  },
  { name: 'mock-api-db' },
);
