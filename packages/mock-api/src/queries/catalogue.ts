/**
 * Catalogue reads. Statements are prepared once per app (when the routes register) and rows are
 * mapped to the contract's shapes here, so routes only assemble replies.
 */
import type { Database } from 'better-sqlite3';
import type { Banner, HotSearch, VideoSummary, VodType } from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';

export interface SummaryRow {
  id: number;
  title: string;
  type: VodType;
  year: number;
  region: VideoSummary['region'];
  genres: string;
  score: number;
  remark: string;
  episodes: number;
  tagline: string;
  popularity: number;
}

export const SUMMARY_COLUMNS =
  't.id, t.title, t.type, t.year, t.region, t.genres, t.score, t.remark, t.episodes, t.tagline, t.popularity';

export function toVideoSummary(row: SummaryRow): VideoSummary {
  return {
    id: row.id,
    title: row.title,
    cover: imageUrl('poster', row.id),
    type: row.type,
    year: row.year,
    region: row.region,
    genres: JSON.parse(row.genres) as string[],
    score: row.score,
    remark: row.remark,
    episodes: row.episodes,
  };
}

export function toBanner(row: SummaryRow): Banner {
  const genres = (JSON.parse(row.genres) as string[]).join(' · ');
  return {
    id: row.id,
    title: row.title,
    subtitle: `${row.tagline} · ${genres}`,
    image: imageUrl('banner', row.id),
    type: row.type,
  };
}

export interface TitleArtwork {
  id: number;
  title: string;
  type: VodType;
  year: number;
  region: VideoSummary['region'];
  genres: string[];
  tagline: string;
  score: number;
}

export interface ActorArtwork {
  id: number;
  name: string;
  gender: 'male' | 'female';
}

export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;

export function createCatalogueQueries(db: Database) {
  const mostPopularOfType = db.prepare<[VodType, number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM titles t WHERE t.type = ? ORDER BY t.popularity DESC, t.id LIMIT ?`,
  );
  const mostPopularOfGenre = db.prepare<[string, VodType, number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM title_genres g JOIN titles t ON t.id = g.title_id
     WHERE g.genre = ? AND t.type = ? ORDER BY t.popularity DESC, t.id LIMIT ?`,
  );
  const countOfType = db.prepare<[VodType], { n: number }>(
    'SELECT COUNT(*) AS n FROM titles WHERE type = ?',
  );
  const artworkOfTitle = db.prepare<[number], Omit<TitleArtwork, 'genres'> & { genres: string }>(
    'SELECT id, title, type, year, region, genres, tagline, score FROM titles WHERE id = ?',
  );
  const artworkOfActor = db.prepare<[number], ActorArtwork>(
    'SELECT id, name, gender FROM actors WHERE id = ?',
  );
  const hotSearches = db.prepare<[], HotSearch>(
    'SELECT position AS "index", name, label, target_id AS id, url FROM hot_searches ORDER BY position',
  );

  return {
    mostPopular(type: VodType, limit: number): SummaryRow[] {
      return mostPopularOfType.all(type, limit);
    },
    mostPopularOfGenre(type: VodType, genre: string, limit: number): SummaryRow[] {
      return mostPopularOfGenre.all(genre, type, limit);
    },
    countOfType(type: VodType): number {
      return countOfType.get(type)?.n ?? 0;
    },
    titleArtwork(id: number): TitleArtwork | undefined {
      const row = artworkOfTitle.get(id);
      return row && { ...row, genres: JSON.parse(row.genres) as string[] };
    },
    actorArtwork(id: number): ActorArtwork | undefined {
      return artworkOfActor.get(id);
    },
    hotSearches(): HotSearch[] {
      return hotSearches.all();
    },
  };
}
