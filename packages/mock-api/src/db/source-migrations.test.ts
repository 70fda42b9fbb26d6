import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';
import { runMigrations } from './migrate';

describe('the maccms sources migration', () => {
  it('keeps every source and every added source, and takes maccms sources from then on', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    runMigrations(
      db,
      migrations.filter((m) => m.version <= 70),
    );
    db.exec(`
      INSERT INTO users (id, email, password_hash, created_at) VALUES (1, 'a@x.test', 'h', 1), (2, 'b@x.test', 'h', 1);
      INSERT INTO user_sources (id, user_id, name, url, type, shared, created_at, updated_at)
        VALUES (5, 1, '源', 'https://a.example/x.m3u8', 'hls', 1, 1, 2);
      INSERT INTO added_sources (user_id, source_id, added_at) VALUES (2, 5, 3);
    `);
    expect(() =>
      db.exec(`INSERT INTO user_sources (user_id, name, url, type, created_at, updated_at)
        VALUES (1, 'm', 'https://a.example/api', 'maccms', 1, 1)`),
    ).toThrow(/CHECK/);

    runMigrations(db, migrations);
    expect(db.prepare('SELECT id, type, shared, updated_at AS u FROM user_sources').all()).toEqual([
      { id: 5, type: 'hls', shared: 1, u: 2 },
    ]);
    expect(db.prepare('SELECT user_id, source_id, added_at FROM added_sources').all()).toEqual([
      { user_id: 2, source_id: 5, added_at: 3 },
    ]);
    db.exec(`INSERT INTO user_sources (user_id, name, url, type, created_at, updated_at)
      VALUES (1, 'm', 'https://a.example/api', 'maccms', 1, 1)`);
    // The references still hold: a source's deletion takes its imports with it.
    db.exec('DELETE FROM user_sources WHERE id = 5');
    expect(db.prepare('SELECT count(*) AS n FROM added_sources').get()).toEqual({ n: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });
});
