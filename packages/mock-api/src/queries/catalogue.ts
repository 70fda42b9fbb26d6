/**
 * Catalogue reads. Statements are prepared once per app (when the routes register) and rows are
 * mapped to the contract's shapes here, so routes only assemble replies.
 */
import type { Database } from 'better-sqlite3';
import type {
  Banner,
  HotSearch,
  RegionCode,
  SearchCard,
  VideoCard,
  VodType,
} from '@xinghe/contracts';
import { badgeOf } from '../domain/badge';
import { genreKeysOf } from '../domain/channels';
import { imageUrl } from '../lib/image-url';
import { channelByNumber } from '../live/catalogue';

/** A title's row: `id` is its row inside the database, `vid` the video id replies carry. */
export interface SummaryRow {
  id: number;
  vid: string;
  title: string;
  type: VodType;
  year: number;
  region: RegionCode;
  genres: string;
  score: number;
  remark: string;
  episodes: number;
  tagline: string;
  popularity: number;
}

export const SUMMARY_COLUMNS =
  't.id, t.vid, t.title, t.type, t.year, t.region, t.genres, t.score, t.remark, t.episodes, t.tagline, t.popularity';

/** `badge` beside a remark, when the remark has a code. */
export function badgeField(remark: string): Pick<VideoCard, 'badge'> {
  const badge = badgeOf(remark);
  return badge ? { badge } : {};
}

/** A title's genres (a JSON list in its row) with their codes. */
function genresOf(json: string): Pick<VideoCard, 'genres' | 'genreKeys'> {
  const genres = JSON.parse(json) as string[];
  return { genres, genreKeys: genreKeysOf(genres) };
}

/** The card of a title: the real fields, then ours. */
export function toVideoCard(row: SummaryRow): VideoCard {
  return {
    id: row.vid,
    name: row.title,
    img: imageUrl('poster', row.vid),
    countStr: row.remark,
    ...badgeField(row.remark),
    time: row.year,
    type: row.type,
    region: row.region,
    ...genresOf(row.genres),
    score: row.score,
    episodes: row.episodes,
  };
}

/** A search result: the card with its poster as `picurl`, as the real search names it. */
export function toSearchCard(row: SummaryRow): SearchCard {
  const { img, ...card } = toVideoCard(row);
  return { ...card, picurl: img };
}

export function toBanner(row: SummaryRow): Banner {
  const genres = (JSON.parse(row.genres) as string[]).join(' · ');
  return {
    id: row.vid,
    name: row.title,
    subtitle: `${row.tagline} · ${genres}`,
    image: imageUrl('banner', row.vid),
    type: row.type,
  };
}

export interface TitleArtwork {
  id: number;
  title: string;
  type: VodType;
  year: number;
  region: RegionCode;
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
  const artworkOfTitle = db.prepare<[string], Omit<TitleArtwork, 'genres'> & { genres: string }>(
    'SELECT id, title, type, year, region, genres, tagline, score FROM titles WHERE vid = ?',
  );
  const artworkOfActor = db.prepare<[number], ActorArtwork>(
    'SELECT id, name, gender FROM actors WHERE id = ?',
  );
  const hotSearches = db.prepare<
    [],
    Omit<HotSearch, 'id'> & { target: number; vid: string | null }
  >(
    `SELECT h.position AS "index", h.name, h.label, h.target_id AS target, t.vid, h.url
     FROM hot_searches h LEFT JOIN titles t ON t.id = h.target_id AND h.label <> '直播'
     ORDER BY h.position`,
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
    titleArtwork(vid: string): TitleArtwork | undefined {
      const row = artworkOfTitle.get(vid);
      return row && { ...row, genres: JSON.parse(row.genres) as string[] };
    },
    actorArtwork(id: number): ActorArtwork | undefined {
      return artworkOfActor.get(id);
    },
    /** Rows keep a title's row or a channel's number; the reply gives its video id or slug. */
    hotSearches(): HotSearch[] {
      return hotSearches.all().flatMap(({ target, vid, ...entry }) => {
        const id = entry.label === '直播' ? channelByNumber(target)?.id : vid;
        return id ? [{ ...entry, id }] : [];
      });
    },
  };
}
