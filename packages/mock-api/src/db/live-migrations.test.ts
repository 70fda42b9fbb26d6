import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { runMigrations } from './migrate';

describe('live channels by slug (version 51)', () => {
  it("turns a viewer's stored channel numbers into slugs, dropping unknown ones", () => {
    const db = new Database(':memory:');
    runMigrations(
      db,
      migrations.filter((m) => m.version <= 50),
    );
    db.prepare(
      "INSERT INTO users (id, email, password_hash, created_at) VALUES (1, 'a@b.cn', 'x', 0)",
    ).run();
    const collect = db.prepare('INSERT INTO live_collects VALUES (1, ?, ?)');
    collect.run(1, 100);
    collect.run(42, 200);
    collect.run(99_999, 300);
    db.prepare('INSERT INTO live_records VALUES (1, 6, 400)').run();

    runMigrations(db, migrations);
    expect(
      db.prepare('SELECT channel, collected_at AS at FROM live_collects ORDER BY at').all(),
    ).toEqual([
      { channel: 'cctv1', at: 100 },
      { channel: 'hunan', at: 200 },
    ]);
    expect(db.prepare('SELECT channel FROM live_records').all()).toEqual([
      { channel: 'cctv5plus' },
    ]);
    db.close();
  });
});
