/**
 * A search page's first replies (/search?word=): page 1 of the films and series found and the
 * actors found, asked by the search store and by the host, which embeds them for the browser to
 * render from. Actors are a side section: their failure leaves the films and series.
 */
import type { ActorSummary, ApiClient, ApiResult, DataOf } from '@xinghe/contracts/client';
import { SEARCH_EAGER_POSTERS } from '@xinghe/ui/firstScreen';
import type { PageData, PageRequest, SearchFirst } from '../../firstScreen/firstData';
import { SEARCH_PAGE_SIZE } from '../../state/searchHistory';
import { pictureOr } from '../home/data';

export interface SearchReplies {
  word: string;
  videos: ApiResult<DataOf<'search'>>;
  actors: ApiResult<DataOf<'searchActor'>>;
}

/** The page's keyword; a page without one asks for nothing. */
export const paramsOf = ({ word }: PageRequest) => (word ? { word } : null);

export async function load(
  { word }: { word: string },
  client: Pick<ApiClient, 'call'>,
): Promise<SearchReplies> {
  const [videos, actors] = await Promise.all([
    client.call('search', { params: { word, page: 1, pageSize: SEARCH_PAGE_SIZE } }),
    client.call('searchActor', { params: { word } }),
  ]);
  return { word, videos, actors };
}

/** The actors found (a failed actor search: none). */
export const actorsOf = ({ actors }: SearchReplies): ActorSummary[] =>
  actors.ok ? actors.data.list : [];

/**
 * The first result's poster, and the other posters of the first screen after it (those the results
 * load eagerly); a reply without the fields the page reads is left to the browser to ask again.
 */
export function firstScreenOf(replies: SearchReplies) {
  const { word, videos } = replies;
  if (!videos.ok) return null;
  const found: SearchFirst['search'] = { word, videos: videos.data, actors: actorsOf(replies) };
  const whole = Array.isArray(videos.data.list) && Array.isArray(found.actors);
  const [first = null, ...others] = (videos.data.list ?? [])
    .slice(0, SEARCH_EAGER_POSTERS)
    .map((v) => pictureOr(v?.picurl));
  if (!first) return null;
  const alsoShown = others.filter((cover): cover is string => cover !== null);
  return { picture: first, alsoShown, data: whole ? { search: found } : null };
}

export default { paramsOf, load, firstScreenOf } satisfies PageData<
  { word: string },
  SearchReplies
>;
