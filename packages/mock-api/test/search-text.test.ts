/**
 * Migration 10: the search text follows the catalogue whoever writes it, and search sees every
 * change at once although it holds the rows in memory.
 */
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchData } from '@xinghe/contracts';
import { migrations } from '../src/db/migrations';
import { runMigrations } from '../src/db/migrate';
import { addActor, addTitle, removeRow } from '../src/dev/search-fixtures';
import { generateCatalogue } from '../src/seed/index';
import { writeCatalogue } from '../src/seed/write';
import { buildTestApi, call } from './helpers';
import { peopleOf } from './oracle';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

const titlesFor = async (word: string) => {
  const { body } = await call<SearchData>(app, {
    method: 'POST',
    url: '/v3/web/api/search',
    payload: { word, pageSize: 60 },
  });
  return body.data.list.map((item) => item.name);
};

interface SearchRow {
  title_lc: string;
  aliases_lc: string;
  people_lc: string;
}

describe('title_search', () => {
  it('holds every seeded title with its aliases and people, Latin letters lowercased', () => {
    const rows = app.db
      .prepare<[], SearchRow & { title: string; id: number }>(
        'SELECT t.id, t.title, s.* FROM titles t JOIN title_search s ON s.title_id = t.id',
      )
      .all();
    expect(rows).toHaveLength(3200);
    const row = rows.find((r) => peopleOf(r.id).length >= 3)!;
    expect(row.people_lc.split('\u001f').sort()).toEqual(
      peopleOf(row.id)
        .map((name) => name.toLowerCase())
        .sort(),
    );
    expect(rows.every((r) => r.aliases_lc === r.aliases_lc.toLowerCase())).toBe(true);
  });

  it('is filled for a catalogue seeded before the migration existed', () => {
    const db = new Database(':memory:');
    // Every migration but the search one, so the catalogue is written with today's columns.
    runMigrations(
      db,
      migrations.filter((m) => m.version !== 10),
    );
    writeCatalogue(db, generateCatalogue(7));
    runMigrations(db, migrations);
    const count = db
      .prepare<[], { n: number }>(
        `SELECT COUNT(*) AS n FROM titles t JOIN title_search s ON s.title_id = t.id
         WHERE s.title_lc = lower(t.title) AND s.people_lc <> ''`,
      )
      .get();
    const titles = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM titles').get();
    // Documentaries may credit a director only; every title credits someone.
    expect(count?.n).toBe(titles?.n);
    db.close();
  });

  it('lets search find a title added later, by name and by a person credited later', async () => {
    const id = addTitle(app.db, { title: '测试新片星河漫游' });
    expect(await titlesFor('星河漫游')).toContain('测试新片星河漫游');
    const actorId = addActor(app.db, '测试演员甲乙');
    app.db
      .prepare(
        `INSERT INTO title_actors (title_id, actor_id, role, position) VALUES (?, ?, 'actor', 0)`,
      )
      .run(id, actorId);
    expect(await titlesFor('测试演员甲乙')).toContain('测试新片星河漫游');

    app.db.prepare('UPDATE actors SET name = ? WHERE id = ?').run('改名演员丙丁', actorId);
    expect(await titlesFor('测试演员甲乙')).not.toContain('测试新片星河漫游');
    expect(await titlesFor('改名演员丙丁')).toContain('测试新片星河漫游');

    app.db.prepare('UPDATE titles SET title = ? WHERE id = ?').run('测试改名银河漫游', id);
    expect(await titlesFor('星河漫游')).not.toContain('测试新片星河漫游');
    expect(await titlesFor('银河漫游')).toContain('测试改名银河漫游');

    removeRow(app.db, 'actors', actorId);
    expect(await titlesFor('改名演员丙丁')).toEqual([]);
    removeRow(app.db, 'titles', id);
    expect(await titlesFor('银河漫游')).toEqual([]);
  });

  it('orders by popularity as it is now, not as it was loaded', async () => {
    // A word that starts a few titles: they match it in the same place, so rank alone does not
    // order them and popularity decides.
    const { word } = app.db
      .prepare<[], { word: string }>(
        `SELECT substr(title, 1, 2) AS word FROM titles GROUP BY word
         HAVING count(*) BETWEEN 3 AND 8 ORDER BY count(*) DESC, word LIMIT 1`,
      )
      .get()!;
    const before = await titlesFor(word);
    const last = before.filter((title) => title.startsWith(word)).at(-1)!;
    const popularity = app.db
      .prepare<[string], { popularity: number }>('SELECT popularity FROM titles WHERE title = ?')
      .get(last)!.popularity;
    app.db.prepare('UPDATE titles SET popularity = 99999999 WHERE title = ?').run(last);
    try {
      const after = await titlesFor(word);
      // Still ranked by where the word sits, but first within its rank now.
      expect(after.indexOf(last)).toBeLessThan(before.indexOf(last));
    } finally {
      app.db.prepare('UPDATE titles SET popularity = ? WHERE title = ?').run(popularity, last);
    }
  });
});
