/**
 * Search: the keyword history (SPEC section 4, kept under local-storage `keywords`), the hot
 * searches of the dropdown (loaded once; SPEC section 8: a failure is silently ignored) and the
 * results of the current keyword (POST /v3/web/api/search, paged, plus the actors of
 * GET /metadata/v1/actor/searchActor).
 */
import type {
  ActorSummary,
  DataOf,
  LiveSearchEntry,
  SearchCard,
  VideoCard,
} from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { SearchFirst } from '../firstScreen/firstData';
import { actorsOf, load } from '../pages/search/data';
import { appActions, appState } from './app';
import { firstPage, withPage, type Paged } from './paging';
import { createResource, idle, type Entry, type LoadOptions } from './resource';
import {
  normalizeKeyword,
  readHistory,
  SEARCH_PAGE_SIZE,
  withKeyword,
  writeHistory,
} from './searchHistory';

/** A keyword's results: films and series page after page, with its actors and live channels. */
export interface SearchResults {
  videos: Paged<VideoCard>;
  actors: readonly ActorSummary[];
  lives: readonly LiveSearchEntry[];
}

export interface SearchState {
  history: string[];
  /** The keyword the results belong to ('' before any search). */
  word: string;
  results: Entry<SearchResults>;
  loadingMore: boolean;
}

export const searchState = proxy<SearchState>({
  history: readHistory(),
  word: '',
  results: idle(),
  loadingMore: false,
});

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

let hotSearches: Promise<void> | null = null;

export const searchActions = {
  /** SPEC: a new keyword goes to the front, duplicates removed, cut to 15; persisted at once. */
  remember(keyword: string) {
    searchState.history = withKeyword(searchState.history, keyword);
    writeHistory(searchState.history);
  },

  /** 删除: empties the history. */
  clearHistory() {
    searchState.history = [];
    writeHistory([]);
  },

  /** The hot searches, once per visit; a failure leaves the list as it was and may be retried. */
  loadHotSearches(client: ApiClient = api) {
    if (appState.hotSearchList.length > 0) return Promise.resolve();
    hotSearches ??= appActions.loadHotSearches(client).finally(() => {
      if (appState.hotSearchList.length === 0) hotSearches = null;
    });
    return hotSearches;
  },

  /**
   * Searches a keyword (page 1 with its actors) and records it in the history. The same keyword
   * already loaded is kept, so going back to the results page shows them at once.
   */
  search(keyword: string, options: LoadOptions = {}) {
    const word = normalizeKeyword(keyword);
    if (!word) return Promise.resolve();
    searchActions.remember(word);
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

  /** Forgets results and history in memory (tests). */
  reset() {
    results.reset();
    hotSearches = null;
    Object.assign(searchState, {
      history: readHistory(),
      word: '',
      results: idle(),
      loadingMore: false,
    });
  },
};

export const useSearchHistory = () => useSnapshot(searchState).history;

/** No search history: what a page the server wrote shows (it cannot know this browser's). */
export const NO_SEARCH_HISTORY: ReturnType<typeof useSearchHistory> = [];
/** The keyword searched last and its results. */
export const useSearchResults = () => {
  const { word, results, loadingMore } = useSnapshot(searchState);
  return { word, results, loadingMore };
};
