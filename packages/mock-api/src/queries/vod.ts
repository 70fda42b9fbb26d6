/**
 * Reads for the detail page and the player: a title's facts, its cast, titles like it, and the
 * public play counter. Rows are mapped to the contract's shapes here.
 */
import type { Database } from 'better-sqlite3';
import {
  PersonRole,
  type CastMember,
  type PersonRef,
  type RegionCode,
  type VideoCard,
  type VodType,
} from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';
import { characterOf, HAS_CHARACTERS } from '../seed/characters';
import type { Gender } from '../seed/name-words';
import { SUMMARY_COLUMNS, toVideoCard, type SummaryRow } from './catalogue';

export const RECOMMEND_LIMIT = 12;

export interface TitleRow {
  /** The row inside the database (media, characters and comments are keyed by it). */
  id: number;
  /** The video id replies and paths carry. */
  vid: string;
  /** Its third-party listing's id. */
  thirdId: string;
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
  const titleColumns = `id, vid, third_id AS thirdId, title, type, year, region, genres, score,
    description, tagline, remark, episodes, popularity, updated_at AS updatedAt`;
  type Row = Omit<TitleRow, 'genres'> & { genres: string };
  const titleByVid = db.prepare<[string], Row>(`SELECT ${titleColumns} FROM titles WHERE vid = ?`);
  const titleByThirdId = db.prepare<[string], Row>(
    `SELECT ${titleColumns} FROM titles WHERE third_id = ?`,
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
    /** The title of a video id. */
    title(vid: string): TitleRow | undefined {
      const row = titleByVid.get(vid);
      return row && { ...row, genres: JSON.parse(row.genres) as string[] };
    },

    /** The title whose third-party listing has this id. */
    titleOfThirdParty(thirdId: string): TitleRow | undefined {
      const row = titleByThirdId.get(thirdId);
      return row && { ...row, genres: JSON.parse(row.genres) as string[] };
    },

    /** The detail's credits: directors and actors, in billing order. */
    credits(title: TitleRow): { actor: PersonRef[]; director: PersonRef[] } {
      const rows = castOf.all(title.id);
      const refs = (role: CastRow['role']) =>
        rows.filter((row) => row.role === role).map(({ id, name }) => ({ id, name }));
      return { actor: refs('actor'), director: refs('director') };
    },

    cast(title: TitleRow): CastMember[] {
      return castOf.all(title.id).map((row) => ({
        id: row.id,
        name: row.name,
        avatar: imageUrl('avatar', row.id),
        role: PersonRole[row.role],
        roleKey: row.role,
        ...(row.role === 'actor' &&
          HAS_CHARACTERS.has(title.type) && {
            character: characterOf(title.id, row.id, row.gender, title.region),
          }),
      }));
    },

    /** Popular titles of the same type, those sharing the main genre first; never itself. */
    recommend(title: TitleRow, limit = RECOMMEND_LIMIT): VideoCard[] {
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
      return [...picked.values()].map(toVideoCard);
    },

    /** Counts one play of a title; returns its plays so far. */
    countPlay(titleId: number): number {
      return countPlay.get(titleId)?.plays ?? 0;
    },
  };
}
