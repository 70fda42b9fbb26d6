/**
 * Search reads beside the titles (see `title-search.ts`): live channels and people by name.
 * Needles come from `toSearchWord`, names folded alike (`fold_search_text`); `instr()` rather than LIKE,
 * so `%` and `_` in a word are plain characters. Channels are few (500+): a scan of them is a
 * fraction of a millisecond. People are 3,600, and 15,000 at ten times the catalogue, where the
 * scan with each match's count of works passed 5 ms at the p99: they are held in memory, ranked
 * once per catalogue change, so a search reads only until the page is full.
 */
import type { Database } from 'better-sqlite3';
import {
  fillPath,
  PAGE_PATHS,
  PersonRole,
  type ActorSummary,
  type LiveSearchEntry,
} from '@xinghe/contracts';
import { foldSearchText } from '../domain/search-word';
import { channelByNumber } from '../live/catalogue';
import { slugsOf } from '../live/slugs';
import { catalogueVersionOf } from '../db/catalogue-version';
import { imageUrl } from '../lib/image-url';
import { versionedCache } from '../lib/versioned-cache';

interface PersonRow {
  id: number;
  name: string;
  profession: 'actor' | 'director';
  works: number;
  /** The name as the needle is folded (`foldSearchText`). */
  nameLc: string;
}

/** Everyone, most credited first, and the people of each name (an exact name is listed first). */
interface People {
  ranked: PersonRow[];
  byName: Map<string, PersonRow[]>;
}

function indexPeople(ranked: PersonRow[]): People {
  const byName = new Map<string, PersonRow[]>();
  for (const person of ranked) {
    const same = byName.get(person.nameLc);
    if (same) same.push(person);
    else byName.set(person.nameLc, [person]);
  }
  return { ranked, byName };
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;

export function createSearchQueries(db: Database) {
  // The needle's folding (Latin lowercased, Traditional as Simplified), for the channels' names.
  db.function('fold_search_text', { deterministic: true }, (name) => foldSearchText(String(name)));
  // Rows hold the channel's number in the catalogue; the reply gives its slug.
  const channels = db.prepare<
    [{ needle: string; limit: number }],
    { id: number; name: string; category: string }
  >(
    `SELECT id, name, category FROM channels
     WHERE instr(fold_search_text(name), @needle) > 0
     ORDER BY fold_search_text(name) = @needle DESC, instr(fold_search_text(name), @needle), id
     LIMIT @limit`,
  );
  const loadPeople = db.prepare<[], PersonRow>(
    `SELECT a.id, a.name, a.profession, fold_search_text(a.name) AS nameLc,
       (SELECT COUNT(DISTINCT ta.title_id) FROM title_actors ta WHERE ta.actor_id = a.id) AS works
     FROM actors a
     ORDER BY works DESC, a.popularity DESC, a.id`,
  );
  const everyone = versionedCache<'people', People>(catalogueVersionOf(db));

  /** An exact name first, then the most credited holding the needle, at most `limit`. */
  function peopleHolding(needle: string, limit: number): PersonRow[] {
    const { ranked, byName } = everyone.get('people', () => indexPeople(loadPeople.all()));
    const found = (byName.get(needle) ?? []).slice(0, limit);
    for (const person of ranked) {
      if (found.length >= limit) break;
      if (person.nameLc !== needle && person.nameLc.includes(needle)) found.push(person);
    }
    return found;
  }

  return {
    /** Live channels whose names hold the needle: an exact name first, then earliest match. */
    lives(needle: string, limit: number): LiveSearchEntry[] {
      return channels.all({ needle, limit }).map(({ id, name, category }) => {
        // A row beyond the catalogue (a provider state's channel) is named by its own slug.
        const slug = channelByNumber(id)?.id ?? slugsOf([name])[0]!;
        return { id: slug, name, category, url: fillPath(PAGE_PATHS.liveChannel, { id: slug }) };
      });
    },

    /** People whose names hold the needle: an exact name first, then the most credited. */
    people(needle: string, limit: number): ActorSummary[] {
      return peopleHolding(needle, limit).map((person) => ({
        id: person.id,
        name: person.name,
        avatar: imageUrl('avatar', person.id),
        role: PersonRole[person.profession === 'director' ? 'director' : 'actor'],
        roleKey: person.profession === 'director' ? 'director' : 'actor',
        works: person.works,
      }));
    },
  };
}
