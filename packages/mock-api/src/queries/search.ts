/**
 * Search reads beside the titles (see `title-search.ts`): live channels and people by name.
 * Needles come from `toSearchWord`, folded as SQLite's lower() folds; `instr()` rather than LIKE,
 * so `%` and `_` in a word are plain characters. Both tables are small (500+ channels, 700
 * people): a scan of them is a fraction of a millisecond.
 */
import type { Database } from 'better-sqlite3';
import { fillPath, type ActorSummary, type LiveSearchEntry } from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';
import { SITE_PATHS } from '../seed/hot-searches';

interface PersonRow {
  id: number;
  name: string;
  profession: 'actor' | 'director';
  works: number;
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;

export function createSearchQueries(db: Database) {
  const channels = db.prepare<[{ needle: string; limit: number }], Omit<LiveSearchEntry, 'url'>>(
    `SELECT id, name, category FROM channels
     WHERE instr(lower(name), @needle) > 0
     ORDER BY lower(name) = @needle DESC, instr(lower(name), @needle), id
     LIMIT @limit`,
  );
  const people = db.prepare<[{ needle: string; limit: number }], PersonRow>(
    `SELECT a.id, a.name, a.profession,
       (SELECT COUNT(DISTINCT ta.title_id) FROM title_actors ta WHERE ta.actor_id = a.id) AS works
     FROM actors a
     WHERE instr(lower(a.name), @needle) > 0
     ORDER BY lower(a.name) = @needle DESC, works DESC, a.popularity DESC, a.id
     LIMIT @limit`,
  );

  return {
    /** Live channels whose names hold the needle: an exact name first, then earliest match. */
    lives(needle: string, limit: number): LiveSearchEntry[] {
      return channels
        .all({ needle, limit })
        .map((channel) => ({ ...channel, url: fillPath(SITE_PATHS.live, { id: channel.id }) }));
    },

    /** People whose names hold the needle: an exact name first, then the most credited. */
    people(needle: string, limit: number): ActorSummary[] {
      return people.all({ needle, limit }).map((person) => ({
        id: person.id,
        name: person.name,
        avatar: imageUrl('avatar', person.id),
        role: person.profession === 'director' ? '导演' : '演员',
        works: person.works,
      }));
    },
  };
}
