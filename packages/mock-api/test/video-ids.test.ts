/**
 * Titles are addressed by string video ids: 10 letters and digits, the same for the same seed,
 * given to the rows of a file seeded before they existed as a fresh seed would give them.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { VIDEO_ID_PATTERN } from '@xinghe/contracts';
import { migrations } from '../src/db/migrations';
import { runMigrations } from '../src/db/migrate';
import { EVIDENCED_IDS } from '../src/domain/video-ids';
import { generateCatalogue } from '../src/seed/index';
import { writeCatalogue } from '../src/seed/write';

const SEED = 424242;

function seededDatabase(seed: number) {
  const db = new Database(':memory:');
  runMigrations(db, migrations);
  writeCatalogue(db, generateCatalogue(seed));
  return db;
}

const idsOf = (db: Database.Database) =>
  db.prepare('SELECT id, vid, third_id AS thirdId FROM titles ORDER BY id').all() as {
    id: number;
    vid: string;
    thirdId: string;
  }[];

describe('video ids of a seeded catalogue', () => {
  it('are 10 letters and digits, unique, with 13-hex third-party ids beside them', () => {
    const db = seededDatabase(SEED);
    const rows = idsOf(db);
    expect(rows.length).toBeGreaterThan(1000);
    const evidenced = new Set(EVIDENCED_IDS.map((e) => e.vid));
    for (const { vid, thirdId } of rows) {
      expect(vid).toMatch(new RegExp(VIDEO_ID_PATTERN));
      // The real site's ids of the links it publishes are kept as they are (two have 12).
      if (!evidenced.has(vid)) expect(vid).toHaveLength(10);
      expect(thirdId).toMatch(/^[0-9a-f]{13}$/);
    }
    expect(new Set(rows.map((r) => r.vid)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.thirdId)).size).toBe(rows.length);
    // Not all digits or one case: they look like the real site's (LX89vyQfIj).
    expect(rows.some((r) => /[a-z]/.test(r.vid) && /[A-Z]/.test(r.vid))).toBe(true);
    db.close();
  });

  it('are the same for the same seed and differ for another', () => {
    const a = seededDatabase(SEED);
    const b = seededDatabase(SEED);
    const other = seededDatabase(SEED + 1);
    expect(idsOf(b)).toEqual(idsOf(a));
    expect(idsOf(other)[0]!.vid).not.toBe(idsOf(a)[0]!.vid);
    for (const db of [a, b, other]) db.close();
  });

  it('are given by migration 23 to a file seeded before it, as a fresh seed gives them', () => {
    const db = seededDatabase(SEED);
    const fresh = idsOf(db);
    const hot = db.prepare('SELECT position, url FROM hot_searches ORDER BY position').all();
    // The file as it was before: no id columns, title links by row, migration 23 not applied.
    db.exec(`
      DROP INDEX titles_vid;
      DROP INDEX titles_third_id;
      ALTER TABLE titles DROP COLUMN vid;
      ALTER TABLE titles DROP COLUMN third_id;
      UPDATE hot_searches SET url = '/vod/detail/' || target_id WHERE label <> '直播';
      DELETE FROM schema_migrations WHERE version = 23;
    `);
    expect(runMigrations(db, migrations)).toEqual([23]);
    expect(idsOf(db)).toEqual(fresh);
    expect(db.prepare('SELECT position, url FROM hot_searches ORDER BY position').all()).toEqual(
      hot,
    );
    db.close();
  });
});

describe('the real site’s ids', () => {
  it('open the most popular film, drama and animation here, and the film’s listing too', () => {
    const db = seededDatabase(SEED);
    const top = (type: string) =>
      db
        .prepare(
          'SELECT vid, third_id AS thirdId FROM titles WHERE type = ? ORDER BY popularity DESC, id LIMIT 1',
        )
        .get(type);
    expect(top('movie')).toEqual({ vid: 'LX89vyQfIj', thirdId: '9b1169e9b7c04' });
    expect(top('drama')).toMatchObject({ vid: 'VICsHCoQYhFl' });
    expect(top('animation')).toMatchObject({ vid: 'se4pnjL1IF6D' });
    db.close();
  });
});
