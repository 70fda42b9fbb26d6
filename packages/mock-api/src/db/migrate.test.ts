import Database from 'better-sqlite3';
import { VOD_TYPES } from '@xinghe/contracts';
import { describe, expect, it } from 'vitest';
import { migrations, type Migration } from './migrations';
import { runMigrations } from './migrate';

describe('migrations', () => {
  it('runs each migration once, in order, and records it', () => {
    const db = new Database(':memory:');
    expect(runMigrations(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(runMigrations(db, migrations)).toEqual([]);
    const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version })));
    db.close();
  });

  it('applies only the new ones when the list grows', () => {
    const db = new Database(':memory:');
    runMigrations(db, migrations);
    const next: Migration = {
      version: 1000,
      name: 'test addition',
      up: 'ALTER TABLE channels ADD COLUMN free INTEGER NOT NULL DEFAULT 0',
    };
    expect(runMigrations(db, [...migrations, next])).toEqual([1000]);
    expect(db.prepare('SELECT free FROM channels').all()).toEqual([]);
    db.close();
  });

  it('rolls back a failing migration and leaves it pending', () => {
    const db = new Database(':memory:');
    runMigrations(db, migrations);
    const broken: Migration = {
      version: 1000,
      name: 'broken',
      up: 'CREATE TABLE half (id INTEGER); SELECT no_such_function();',
    };
    expect(() => runMigrations(db, [...migrations, broken])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(
      db.prepare('SELECT 1 FROM schema_migrations WHERE version = 1000').get(),
    ).toBeUndefined();
    db.close();
  });

  it('refuses a list that is out of order', () => {
    const db = new Database(':memory:');
    const a: Migration = { version: 2, name: 'a', up: 'SELECT 1' };
    const b: Migration = { version: 1, name: 'b', up: 'SELECT 1' };
    expect(() => runMigrations(db, [a, b])).toThrow(/out of order/);
    db.close();
  });

  it('refuses a database migrated by newer code', () => {
    const db = new Database(':memory:');
    runMigrations(db, [...migrations, { version: 1000, name: 'future', up: 'SELECT 1' }]);
    expect(() => runMigrations(db, migrations)).toThrow(/newer code/);
    db.close();
  });
});

/**
 * The titles table's CHECK is written in migration 1, which never changes once it has run on
 * someone's file (SQLite cannot alter a CHECK in place): a channel added to the contract needs a
 * new migration that rebuilds the table, and this test names the drift until one does.
 */
describe('the channel CHECK of titles', () => {
  it('allows exactly the contract channels (VOD_TYPES)', () => {
    const db = new Database(':memory:');
    runMigrations(db, migrations);
    const { sql } = db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'titles'")
      .get() as { sql: string };
    const listed = /\btype TEXT NOT NULL CHECK \(type IN \(([^)]*)\)\)/.exec(sql)?.[1];
    const allowed = listed?.split(',').map((value) => value.trim().replace(/^'|'$/g, ''));
    expect(allowed?.sort()).toEqual([...VOD_TYPES].sort());
    db.close();
  });
});
