/**
 * Suggestions while typing: a few titles, people and channels, from the same searches the
 * results page runs, so a suggestion never names something the results would not.
 */
import {
  fillPath,
  PAGE_PATHS,
  SUGGESTION_LIMIT,
  VOD_CHANNEL_NAMES,
  type Suggestion,
  type SuggestionMatch,
} from '@xinghe/contracts';
import { foldSearchText } from '../domain/search-word';
import type { SearchQueries } from './search';
import type { TitleSearch } from './title-search';

/** Places kept for people and for channels; titles take what they leave. */
const PEOPLE = 2;
const CHANNELS = 2;
const TITLES_AT_LEAST = SUGGESTION_LIMIT - PEOPLE - CHANNELS;

/** Where the needle sits in a name, as folded alike (one code unit per character either way). */
function matchIn(name: string, needle: string): SuggestionMatch | null {
  const start = foldSearchText(name).indexOf(needle);
  return start < 0 ? null : { start, length: needle.length };
}

export function suggestionsFor(
  needle: string,
  titles: TitleSearch,
  search: SearchQueries,
): Suggestion[] {
  const people: Suggestion[] = search.people(needle, PEOPLE).map((person) => ({
    kind: 'person',
    id: String(person.id),
    name: person.name,
    detail: person.role,
    url: fillPath(PAGE_PATHS.person, { id: String(person.id) }),
    match: matchIn(person.name, needle),
  }));
  const channels: Suggestion[] = search.lives(needle, CHANNELS).map((live) => ({
    kind: 'live',
    id: live.id,
    name: live.name,
    detail: live.category,
    url: live.url,
    match: matchIn(live.name, needle),
  }));
  const others = [...people, ...channels];
  const room = Math.max(TITLES_AT_LEAST, SUGGESTION_LIMIT - others.length);
  const found: Suggestion[] = titles.page(needle, 1, room).rows.map((row) => ({
    kind: 'title',
    id: row.vid,
    name: row.title,
    detail: `${row.year} · ${VOD_CHANNEL_NAMES[row.type]}`,
    url: fillPath(PAGE_PATHS.vodDetail, { id: row.vid }),
    match: matchIn(row.title, needle),
  }));
  return [...found, ...others].slice(0, SUGGESTION_LIMIT);
}
