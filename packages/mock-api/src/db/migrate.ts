/** Applies pending migrations in order, each in its own transaction, and records them. */
import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations';

export function runMigrations(db: Database, migrations: readonly Migration[]): number[] {
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1];
    if (previous && m.version <= previous.version) {
      throw new Error(`migrations out of order: ${m.version} after ${previous.version}`);
    }
  });

  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  const latest = migrations[migrations.length - 1]?.version ?? 0;
  const newer = [...applied].filter((v) => v > latest);
  if (newer.length > 0) {
    throw new Error(
      `database was migrated by newer code (versions ${newer.join(', ')}); delete the file or update`,
    );
  }

  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      record.run(migration.version, migration.name, Math.floor(Date.now() / 1000));
    })();
    ran.push(migration.version);
  }
  return ran;
}
