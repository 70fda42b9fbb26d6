/**
 * An independent reading of the seeded catalogue for browse and search tests: the generator's own
 * rows, filtered and matched in plain TypeScript, so a test never checks SQL against itself.
 */
import type { RegionCode, VodType } from '@xinghe/contracts';
import { DEFAULT_SEED, generateCatalogue } from '../src/seed/index';
import type { TitleSeed } from '../src/seed/types';

export const catalogue = generateCatalogue(DEFAULT_SEED);

/** The video id replies give a seeded title. */
export const vidOf = (title: TitleSeed): string => vidOfRow(title.id);

/** The video id of a seeded row (test apps use the default seed). */
export function vidOfRow(row: number): string {
  const ids = catalogue.videoIds.get(row);
  if (!ids) throw new Error(`no seeded title in row ${row}`);
  return ids.vid;
}

const titleByVid = new Map(catalogue.titles.map((t) => [vidOf(t), t]));
const actorById = new Map(catalogue.actors.map((a) => [a.id, a]));

/** The seeded title a reply's video id names. */
export function titleOf(vid: string): TitleSeed {
  const title = titleByVid.get(vid);
  if (!title) throw new Error(`no seeded title ${vid}`);
  return title;
}

/** Everyone a title credits, directors included. */
export function peopleOf(titleId: number): string[] {
  return catalogue.credits
    .filter((c) => c.titleId === titleId)
    .map((c) => actorById.get(c.actorId)?.name ?? '');
}

export interface Criteria {
  type: VodType;
  genre?: string;
  region?: RegionCode;
  from?: number;
  to?: number;
}

export function titlesPassing(criteria: Criteria): TitleSeed[] {
  return catalogue.titles.filter(
    (t) =>
      t.type === criteria.type &&
      (criteria.genre === undefined || t.genres.includes(criteria.genre)) &&
      (criteria.region === undefined || t.region === criteria.region) &&
      (criteria.from === undefined || t.year >= criteria.from) &&
      (criteria.to === undefined || t.year <= criteria.to),
  );
}

const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Where a title holds a word: 'title', 'alias', 'person', or null. */
export function matchOf(title: TitleSeed, word: string): 'title' | 'alias' | 'person' | null {
  const needle = fold(word);
  if (fold(title.title).includes(needle)) return 'title';
  if (title.aliases.some((alias) => fold(alias).includes(needle))) return 'alias';
  if (peopleOf(title.id).some((name) => fold(name).includes(needle))) return 'person';
  return null;
}

export function titlesMatching(word: string): TitleSeed[] {
  return catalogue.titles.filter((t) => matchOf(t, word) !== null);
}
