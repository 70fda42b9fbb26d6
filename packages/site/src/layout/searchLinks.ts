/** Where the search box, the overlay and the phone search page lead. */
import type { HotSearch, Suggestion } from '@xinghe/contracts/client';
import { hrefFor } from '../routes/paths';

/** `/search?word=...` (SPEC route `/search?word={keyword}`). */
export const searchHref = (word: string): string =>
  `${hrefFor('search')}?${new URLSearchParams({ word })}`;

/** SPEC "Search box": entries labelled 直播 are live entries, they lead to the live channel. */
export const LIVE_LABEL = '直播';

/** A hot entry's page: a live entry its channel, any other the path the API gave (a detail page). */
export function hotSearchHref(entry: HotSearch): string {
  if (entry.label === LIVE_LABEL) return hrefFor('liveChannel', { id: entry.id });
  return entry.url.startsWith('/') && !entry.url.startsWith('//')
    ? entry.url
    : hrefFor('vodDetail', { id: entry.id });
}

/** A suggestion's page, from what it names (the site's own paths, whatever the reply's url says). */
export function suggestionHref({ kind, id }: Suggestion): string {
  if (kind === 'person') return hrefFor('person', { id });
  if (kind === 'live') return hrefFor('liveChannel', { id });
  return hrefFor('vodDetail', { id });
}
