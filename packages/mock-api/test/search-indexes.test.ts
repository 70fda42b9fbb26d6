/**
 * The in-memory search and filter (character index, precomputed lists, people ranked once) give
 * what a plain SQL reading of the same database gives, for many words and every filter choice:
 * the speed-ups change no answer.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_SORTS, VOD_TYPES, type FilterSort, type RegionCode } from '@xinghe/contracts';
import { toSearchWord } from '../src/domain/search-word';
import { createFilterQueries } from '../src/queries/filter';
import { createSearchQueries } from '../src/queries/search';
import { createTitleSearch } from '../src/queries/title-search';
import { buildTestApi } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi();
});
afterAll(() => app.close());

/** Single characters, pairs and whole titles, Latin words, people's names and misses. */
function words(): string[] {
  const titles = app.db
    .prepare<[], { title: string; aliases: string }>(
      'SELECT title, aliases FROM titles ORDER BY id',
    )
    .all();
  const people = app.db.prepare<[], { name: string }>('SELECT name FROM actors ORDER BY id').all();
  const found = new Set<string>(['之', '第', '季', 'the', 'e', 'zz', '无此片名', '王']);
  titles.forEach(({ title, aliases }, i) => {
    if (i % 40 !== 0) return;
    const chars = [...title];
    found
      .add(chars[i % chars.length]!)
      .add(chars.slice(0, 2).join(''))
      .add(title);
    const english = (JSON.parse(aliases) as string[])[0]?.split(' ')[0];
    if (english) found.add(english);
  });
  people.forEach(({ name }, i) => {
    if (i % 60 === 0) found.add(name).add([...name][0]!);
  });
  // A title's space alone is no search.
  return [...found].filter((word) => word.trim() !== '').map((word) => toSearchWord(word).needle);
}

describe('title search', () => {
  it('ranks and counts as a scan of title_search in SQL does, pages 1 and 2', () => {
    const search = createTitleSearch(app.db);
    const scan = app.db.prepare<[{ needle: string }], { id: number; total: number }>(
      `WITH s AS (SELECT title_id, fold_search_text(title_lc) AS title_lc,
         fold_search_text(aliases_lc) AS aliases_lc, fold_search_text(people_lc) AS people_lc
         FROM title_search)
       SELECT t.id, COUNT(*) OVER () AS total FROM s JOIN titles t ON t.id = s.title_id
       WHERE instr(s.title_lc, @needle) > 0 OR instr(s.aliases_lc, @needle) > 0
         OR instr(s.people_lc, @needle) > 0
       ORDER BY CASE WHEN s.title_lc = @needle THEN 0 WHEN instr(s.title_lc, @needle) = 1 THEN 1
         WHEN instr(s.title_lc, @needle) > 0 THEN 2 ELSE 3 END, t.popularity DESC, t.id
       LIMIT 48`,
    );
    for (const needle of words()) {
      const expected = scan.all({ needle });
      const first = search.page(needle, 1, 24);
      const second = search.page(needle, 2, 24);
      expect(
        [...first.rows, ...second.rows].map((row) => row.id),
        needle,
      ).toEqual(expected.map((row) => row.id));
      expect(first.total, needle).toBe(expected[0]?.total ?? 0);
    }
  });
});

describe('people search', () => {
  it('lists people as the SQL ranking does: exact name, then most credited', () => {
    const q = createSearchQueries(app.db);
    const sql = app.db.prepare<[{ needle: string }], { id: number }>(
      `SELECT a.id,
         (SELECT COUNT(DISTINCT ta.title_id) FROM title_actors ta WHERE ta.actor_id = a.id) AS works
       FROM actors a WHERE instr(fold_search_text(a.name), @needle) > 0
       ORDER BY fold_search_text(a.name) = @needle DESC, works DESC, a.popularity DESC, a.id LIMIT 10`,
    );
    for (const needle of words()) {
      expect(
        q.people(needle, 10).map((person) => person.id),
        needle,
      ).toEqual(sql.all({ needle }).map((row) => row.id));
    }
  });
});

describe('filter', () => {
  it('pages and counts as SQL does for every type, sort and a spread of choices', () => {
    const q = createFilterQueries(app.db);
    const ORDER: Record<FilterSort, string> = {
      hottest: 't.popularity DESC, t.id',
      latest: 't.updated_at DESC, t.id',
      rating: 't.score DESC, t.popularity DESC, t.id',
    };
    const regions = ['', 'cn', 'us', 'kr', 'jp'] as const;
    const genres = ['', '动作', '喜剧', '爱情', '真人秀'];
    for (const type of VOD_TYPES) {
      for (const sort of FILTER_SORTS) {
        regions.forEach((region, r) => {
          const genre = genres[(r + sort.length) % genres.length]!;
          const years = r % 2 === 0 ? { from: 2015, to: 2020 } : undefined;
          const where = [
            't.type = @type',
            region ? 't.region = @region' : '',
            years ? 't.year BETWEEN @from AND @to' : '',
            genre ? 't.id IN (SELECT title_id FROM title_genres WHERE genre = @genre)' : '',
          ].filter(Boolean);
          const ids = app.db
            .prepare(
              `SELECT t.id FROM titles t WHERE ${where.join(' AND ')} ORDER BY ${ORDER[sort]}`,
            )
            .pluck()
            .all({ type, region, genre, from: years?.from, to: years?.to }) as number[];
          const criteria = {
            type,
            sort,
            ...(region && { region: region as RegionCode }),
            ...(genre && { genre }),
            ...(years && { years }),
          };
          const page = q.page(criteria, 2, 24);
          const label = JSON.stringify(criteria);
          expect(page.total, label).toBe(ids.length);
          expect(
            page.rows.map((row) => row.id),
            label,
          ).toEqual(ids.slice(24, 48));
        });
      }
    }
  });
});
