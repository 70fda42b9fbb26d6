/**
 * Title search: which titles hold a word in their name, an alias or a credited person's name,
 * best first.
 *
 * Chinese words are mostly one or two characters, shorter than an FTS5 trigram, so no SQLite
 * index can narrow them and every search is a scan of the whole catalogue. A scan of
 * `title_search` in SQLite costs about 1.5 ms of CPU; the same scan over the rows held here in
 * memory costs about a tenth of that (measured by `scripts/bench/search.ts`), which keeps the
 * p99 far inside the 10 ms budget on a busy machine. The database stays the source of truth: the
 * rows are reloaded whenever `search_generation` moves (see db/search-text.ts).
 */
import type { Database } from 'better-sqlite3';
import { SUMMARY_COLUMNS, type SummaryRow } from './catalogue';

interface Entry extends SummaryRow {
  /** The title, Latin letters lowercased. */
  titleText: string;
  /** Aliases and people's names, lowercased, joined by a separator no word may contain. */
  otherText: string;
}

/** Match ranks, best first: exact title, title prefix, elsewhere in the title, alias or person. */
const RANKS = 4;

export type TitleSearch = ReturnType<typeof createTitleSearch>;

export function createTitleSearch(db: Database) {
  const generation = db
    .prepare<[], number>('SELECT value FROM search_generation WHERE id = 1')
    .pluck();
  // Most popular first: each rank keeps this order, so results need no sort.
  const load = db.prepare<[], Entry>(
    `SELECT ${SUMMARY_COLUMNS}, s.title_lc AS titleText,
       s.aliases_lc || char(31) || s.people_lc AS otherText
     FROM title_search s JOIN titles t ON t.id = s.title_id
     ORDER BY t.popularity DESC, t.id`,
  );

  let loaded: { generation: number | undefined; entries: Entry[] } | null = null;

  function entries(): Entry[] {
    const current = generation.get();
    if (!loaded || loaded.generation !== current) {
      loaded = { generation: current, entries: load.all() };
    }
    return loaded.entries;
  }

  function rankOf(entry: Entry, needle: string): number {
    const at = entry.titleText.indexOf(needle);
    if (at === 0) return entry.titleText.length === needle.length ? 0 : 1;
    if (at > 0) return 2;
    return entry.otherText.includes(needle) ? 3 : -1;
  }

  return {
    /** One page (from 1) of the titles that hold the needle, best first, and how many in all. */
    page(needle: string, page: number, pageSize: number): { rows: SummaryRow[]; total: number } {
      const byRank: Entry[][] = Array.from({ length: RANKS }, () => []);
      for (const entry of entries()) {
        const rank = rankOf(entry, needle);
        if (rank >= 0) byRank[rank]!.push(entry);
      }
      const matches = byRank.flat();
      const offset = (page - 1) * pageSize;
      return { rows: matches.slice(offset, offset + pageSize), total: matches.length };
    },
  };
}
