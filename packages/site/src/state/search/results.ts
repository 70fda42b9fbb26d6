/**
 * The results of the current keyword (POST /v3/web/api/search, paged, plus the actors of
 * GET /metadata/v1/actor/searchActor), fetched through the search page's data module.
 */
import type { ActorSummary, DataOf, SearchCard, VideoCard } from '@xinghe/contracts/client';
import { ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../../api';
import type { SearchFirst } from '../../firstScreen/firstData';
import { actorsOf, load } from '../../pages/search/data';
import { firstPage, withPage } from '../paging';
import { createResource, type LoadOptions } from '../resource';
import { normalizeKeyword, SEARCH_PAGE_SIZE } from '../searchHistory';
import { historyActions } from './history';
import { searchState, type SearchResults } from './searchState';

/**
 * A search result as the one card type the pages show: the real reply names the poster `picurl`
 * (a card's `img`); everything else is the card's own.
 */
export function cardOfSearch(card: SearchCard): VideoCard {
  const { picurl, ...rest } = card;
  return { ...rest, img: picurl };
}

/** A keyword's first page of films and series, with its actors (a failed actor search: none). */
const resultsOf = (videos: DataOf<'search'>, actors: readonly ActorSummary[]): SearchResults => ({
  videos: firstPage(videos.list.map(cardOfSearch), videos, SEARCH_PAGE_SIZE),
  actors,
  lives: videos.lives ?? [],
});

const results = createResource<string, SearchResults>({
  at: () => searchState.results,
  fetch: async (word, client) => {
    const replies = await load({ word }, client);
    const { videos } = replies;
    if (!videos.ok) return videos;
    // Actors are a side section: their failure leaves the films and series on screen.
    return { ...videos, data: resultsOf(videos.data, actorsOf(replies)) };
  },
});

export const resultsActions = {
  /**
   * Searches a keyword (page 1 with its actors) and records it in the history. The same keyword
   * already loaded is kept, so going back to the results page shows them at once.
   */
  search(keyword: string, options: LoadOptions = {}) {
    const word = normalizeKeyword(keyword);
    if (!word) return Promise.resolve();
    historyActions.remember(word);
    if (searchState.word !== word) searchState.loadingMore = false;
    searchState.word = word;
    return results.load(word, options);
  },

  /**
   * The results a server-written search page was rendered from (firstScreen/firstData.ts): the
   * page's own search then finds its keyword loaded and only records it in the history.
   */
  startFrom({ search: { word, videos, actors } }: SearchFirst) {
    Object.assign(searchState, { word, loadingMore: false });
    results.startFrom(word, resultsOf(videos, actors));
  },

  /** The next page of films and series of the current keyword, appended without duplicates. */
  async loadMore(client: ApiClient = api) {
    const { word, results: shown } = searchState;
    const videos = shown.data?.videos;
    if (shown.status !== 'loaded' || !videos?.hasMore || searchState.loadingMore) return;
    const stillCurrent = results.currentFor(word);
    searchState.loadingMore = true;
    const next = videos.page + 1;
    const reply = await client.call('search', {
      params: { word, page: next, pageSize: SEARCH_PAGE_SIZE },
    });
    if (!stillCurrent()) return;
    searchState.loadingMore = false;
    const current = searchState.results.data;
    if (!reply.ok || !current) return; // the sentinel asks again on the next scroll
    const more = reply.data.list.map(cardOfSearch);
    searchState.results.data = ref({
      ...current,
      videos: withPage(current.videos, more, reply.data, next, SEARCH_PAGE_SIZE),
    });
  },
};

/** Tests: replies on their way are dropped. */
export function resetResults() {
  results.reset();
}

/** The keyword searched last and its results. */
export const useSearchResults = () => {
  const { word, results, loadingMore } = useSnapshot(searchState);
  return { word, results, loadingMore };
};
