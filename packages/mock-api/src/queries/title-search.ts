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
 *
 * At ten times the catalogue (MOCK_SEED_SCALE=10, 32,000 titles) even that scan passes 5 ms at
 * the p99, so the rows are indexed by character (and pair of Latin letters): a title can hold
 * the word only if it holds each of them, so only the titles holding its rarest one are looked at (for most words a few hundred, against every title). A page keeps only the
 * titles it may show; the others are counted.
 */
import type { Database } from 'better-sqlite3';
import { foldScript } from '../domain/script-fold';
import { SUMMARY_COLUMNS, type SummaryRow } from './catalogue';
import {
  buildTitleIndex,
  keysOf,
  NONE,
  rankOneCharacter,
  type Indexed,
  type TitleIndex,
} from './title-index';

interface Entry extends SummaryRow, Indexed {}

/** Match ranks, best first: exact title, title prefix, elsewhere in the title, alias or person. */
const RANKS = 4;

/**
 * Written out field by field: the driver's rows are objects in V8's slow dictionary mode, whose
 * fields cost many times as much to read in the scan.
 */
function entryOf(row: Entry): Entry {
  return {
    id: row.id,
    vid: row.vid,
    title: row.title,
    type: row.type,
    year: row.year,
    region: row.region,
    genres: row.genres,
    score: row.score,
    remark: row.remark,
    episodes: row.episodes,
    tagline: row.tagline,
    popularity: row.popularity,
    // Lowercased by SQLite; Traditional characters folded here, as the needle is.
    titleText: foldScript(row.titleText),
    otherText: foldScript(row.otherText),
  };
}

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

  let loaded: { generation: number | undefined; entries: Entry[]; index: TitleIndex } | null = null;

  function current(): { entries: Entry[]; index: TitleIndex } {
    const now = generation.get();
    if (!loaded || loaded.generation !== now) {
      const entries = load.all().map(entryOf);
      loaded = { generation: now, entries, index: buildTitleIndex(entries) };
    }
    return loaded;
  }

  /** The positions of the rows holding the needle's rarest character or pair (null: all). */
  function candidates(index: TitleIndex, needle: string): Int32Array | null {
    let fewest: Int32Array | null = null;
    for (const key of keysOf(needle)) {
      const holding = index.anywhere.get(key);
      if (!holding) return NONE;
      if (!fewest || holding.length < fewest.length) fewest = holding;
    }
    return fewest;
  }

  function rankOf(entry: Entry, needle: string): number {
    const at = entry.titleText.indexOf(needle);
    if (at === 0) return entry.titleText.length === needle.length ? 0 : 1;
    if (at > 0) return 2;
    return entry.otherText.includes(needle) ? 3 : -1;
  }

  /** The first `shown` matches in rank order, and how many there are. */
  function ranked(needle: string, shown: number): { rows: Entry[]; total: number } {
    const { entries, index } = current();
    if ([...needle].length === 1) {
      const { positions, total } = rankOneCharacter(index, needle, shown);
      return { rows: positions.map((position) => entries[position]!), total };
    }
    // Each rank keeps its first `shown` titles: no more of any rank can reach the page.
    const byRank: Entry[][] = Array.from({ length: RANKS }, () => []);
    let total = 0;
    const positions = candidates(index, needle);
    const count = positions ? positions.length : entries.length;
    for (let i = 0; i < count; i++) {
      const entry = entries[positions ? positions[i]! : i]!;
      const rank = rankOf(entry, needle);
      if (rank < 0) continue;
      total++;
      const ofRank = byRank[rank]!;
      if (ofRank.length < shown) ofRank.push(entry);
    }
    return { rows: byRank.flat(), total };
  }

  return {
    /** One page (from 1) of the titles that hold the needle, best first, and how many in all. */
    page(needle: string, page: number, pageSize: number): { rows: SummaryRow[]; total: number } {
      const offset = (page - 1) * pageSize;
      const { rows, total } = ranked(needle, page * pageSize);
      return { rows: rows.slice(offset, offset + pageSize), total };
    },
  };
}
