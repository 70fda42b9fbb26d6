/**
 * Reads for the detail page and the player: a title's facts, its cast, titles like it, and the
 * public play counter. Rows are mapped to the contract's shapes here.
 */
import type { Database } from 'better-sqlite3';
import type { CastMember, RegionCode, VideoSummary, VodType } from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';
import { characterOf, HAS_CHARACTERS } from '../seed/characters';
import type { Gender } from '../seed/name-words';
import { toVideoSummary, type SummaryRow } from './catalogue';

/** The columns `toVideoSummary` reads (the same list as the catalogue queries). */
const SUMMARY_COLUMNS =
  't.id, t.title, t.type, t.year, t.region, t.genres, t.score, t.remark, t.episodes, t.tagline, t.popularity';

export const RECOMMEND_LIMIT = 12;

export interface TitleRow {
  id: number;
  title: string;
  type: VodType;
  year: number;
  region: RegionCode;
  genres: string[];
  score: number;
  description: string;
  tagline: string;
  remark: string;
  /** Total episodes (released or not). */
  episodes: number;
  popularity: number;
  /** Epoch seconds: when the latest episode came out. */
  updatedAt: number;
}

interface CastRow {
  id: number;
  name: string;
  gender: Gender;
  role: 'actor' | 'director';
}

export type VodQueries = ReturnType<typeof createVodQueries>;

export function createVodQueries(db: Database) {
  const titleById = db.prepare<[number], Omit<TitleRow, 'genres'> & { genres: string }>(
    `SELECT id, title, type, year, region, genres, score, description, tagline, remark, episodes,
       popularity, updated_at AS updatedAt FROM titles WHERE id = ?`,
  );
  const summaryById = db.prepare<[number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM titles t WHERE t.id = ?`,
  );
  const castOf = db.prepare<[number], CastRow>(
    `SELECT a.id, a.name, a.gender, ta.role FROM title_actors ta JOIN actors a ON a.id = ta.actor_id
     WHERE ta.title_id = ? ORDER BY ta.role = 'director' DESC, ta.position, a.id`,
  );
  const sameGenre = db.prepare<[string, VodType, number, number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM title_genres g JOIN titles t ON t.id = g.title_id
     WHERE g.genre = ? AND t.type = ? AND t.id <> ? ORDER BY t.popularity DESC, t.id LIMIT ?`,
  );
  const sameType = db.prepare<[VodType, number, number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM titles t WHERE t.type = ? AND t.id <> ?
     ORDER BY t.popularity DESC, t.id LIMIT ?`,
  );
  const countPlay = db.prepare<[number], { plays: number }>(
    `INSERT INTO vod_play_counts (title_id, plays) VALUES (?, 1)
     ON CONFLICT (title_id) DO UPDATE SET plays = plays + 1 RETURNING plays`,
  );

  return {
    title(id: number): TitleRow | undefined {
      const row = titleById.get(id);
      return row && { ...row, genres: JSON.parse(row.genres) as string[] };
    },

    summary(id: number): VideoSummary | undefined {
      const row = summaryById.get(id);
      return row && toVideoSummary(row);
    },

    cast(title: TitleRow): CastMember[] {
      return castOf.all(title.id).map((row) => ({
        id: row.id,
        name: row.name,
        avatar: imageUrl('avatar', row.id),
        role: row.role === 'director' ? '导演' : '演员',
        ...(row.role === 'actor' &&
          HAS_CHARACTERS.has(title.type) && {
            character: characterOf(title.id, row.id, row.gender, title.region),
          }),
      }));
    },

    /** Popular titles of the same type, those sharing the main genre first; never itself. */
    recommend(title: TitleRow, limit = RECOMMEND_LIMIT): VideoSummary[] {
      const mainGenre = title.genres[0];
      const picked = new Map<number, SummaryRow>();
      if (mainGenre) {
        for (const row of sameGenre.all(mainGenre, title.type, title.id, limit)) {
          picked.set(row.id, row);
        }
      }
      if (picked.size < limit) {
        for (const row of sameType.all(title.type, title.id, limit * 2)) {
          if (picked.size >= limit) break;
          if (!picked.has(row.id)) picked.set(row.id, row);
        }
      }
      return [...picked.values()].map(toVideoSummary);
    },

    /** Counts one play of a title; returns its plays so far. */
    countPlay(titleId: number): number {
      return countPlay.get(titleId)?.plays ?? 0;
    },
  };
}
