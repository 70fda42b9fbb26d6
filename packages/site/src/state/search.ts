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
import { pageAfter } from './paging';
import {
  normalizeKeyword,
  readHistory,
  SEARCH_PAGE_SIZE,
  withKeyword,
  writeHistory,
} from './searchHistory';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface SearchResults {
  /** The keyword these results belong to ('' before any search). */
  word: string;
  status: 'idle' | 'loading' | 'error' | 'loaded';
  error?: string;
  // Replaced whole on every page (never edited in place), so kept as refs: plain in snapshots.
  videos: Kept<VideoCard[]>;
  actors: Kept<ActorSummary[]>;
  lives: Kept<LiveSearchEntry[]>;
  total: number;
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
}

export interface SearchState {
  history: string[];
  results: SearchResults;
}

const noResults = (word = ''): SearchResults => ({
  word,
  status: 'idle',
  videos: ref([]),
  actors: ref([]),
  lives: ref([]),
  total: 0,
  page: 0,
  hasMore: false,
  loadingMore: false,
});

export const searchState = proxy<SearchState>({ history: readHistory(), results: noResults() });

/**
 * A search result as the one card type the pages show: the real reply names the poster `picurl`
 * (a card's `img`); everything else is the card's own.
 */
export function cardOfSearch(card: SearchCard): VideoCard {
  const { picurl, ...rest } = card;
  return { ...rest, img: picurl };
}

/** Where the results stand after a page (see pageAfter). */
const pageOf = (reply: DataOf<'search'>, asked: number) =>
  pageAfter(reply, asked, SEARCH_PAGE_SIZE);

/** A keyword's first page of films and series, with its actors (a failed actor search: none). */
const loadedResults = (
  word: string,
  videos: DataOf<'search'>,
  actors: ActorSummary[],
): SearchResults => ({
  ...noResults(word),
  status: 'loaded',
  videos: ref(videos.list.map(cardOfSearch)),
  actors: ref(actors),
  lives: ref(videos.lives ?? []),
  ...pageOf(videos, 1),
});

/** Bumped by every new search: a reply for an older one is dropped. */
let generation = 0;
let hotSearches: Promise<void> | null = null;

const appendNew = <T extends { id: string }>(list: readonly T[], more: readonly T[]): Kept<T[]> => {
  const seen = new Set(list.map((item) => item.id));
  return ref([...list, ...more.filter((item) => !seen.has(item.id))]);
};

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
  async search(keyword: string, options: { client?: ApiClient; force?: boolean } = {}) {
    const word = normalizeKeyword(keyword);
    if (!word) return;
    searchActions.remember(word);
    const current = searchState.results;
    if (current.word === word && current.status !== 'error' && !options.force) return;

    const mine = ++generation;
    searchState.results = { ...noResults(word), status: 'loading' };
    const client = options.client ?? api;
    const replies = await load({ word }, client);
    const { videos } = replies;
    if (mine !== generation) return;
    if (!videos.ok) {
      searchState.results = { ...noResults(word), status: 'error', error: videos.msg };
      return;
    }
    // Actors are a side section: their failure leaves the films and series on screen.
    searchState.results = loadedResults(word, videos.data, actorsOf(replies));
  },

  /**
   * The results a server-written search page was rendered from (firstScreen/firstData.ts): the
   * page's own search then finds its keyword loaded and only records it in the history.
   */
  startFrom({ search: { word, videos, actors } }: SearchFirst) {
    generation++;
    searchState.results = loadedResults(word, videos, actors);
  },

  /** The next page of films and series of the current keyword, appended without duplicates. */
  async loadMore(client: ApiClient = api) {
    const results = searchState.results;
    if (results.status !== 'loaded' || !results.hasMore || results.loadingMore) return;
    const mine = generation;
    results.loadingMore = true;
    const reply = await client.call('search', {
      params: { word: results.word, page: results.page + 1, pageSize: SEARCH_PAGE_SIZE },
    });
    if (mine !== generation) return;
    results.loadingMore = false;
    if (!reply.ok) return; // the sentinel asks again on the next scroll
    results.videos = appendNew(results.videos, reply.data.list.map(cardOfSearch));
    Object.assign(results, pageOf(reply.data, results.page + 1));
  },

  /** Forgets results and history in memory (tests). */
  reset() {
    generation++;
    hotSearches = null;
    searchState.results = noResults();
    searchState.history = readHistory();
  },
};

export const useSearchHistory = () => useSnapshot(searchState).history;

/** No search history: what a page the server wrote shows (it cannot know this browser's). */
export const NO_SEARCH_HISTORY: ReturnType<typeof useSearchHistory> = [];
export const useSearchResults = () => useSnapshot(searchState).results;
