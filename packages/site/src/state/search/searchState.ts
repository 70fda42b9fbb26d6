/** The search store's state: the keyword history, and the current keyword with its results. */
import type { ActorSummary, LiveSearchEntry, VideoCard } from '@xinghe/contracts/client';
import { proxy } from 'valtio';
import type { Paged } from '../paging';
import { idle, type Entry } from '../resource';
import { readHistory } from '../searchHistory';

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

export const initialSearchState = (): SearchState => ({
  history: readHistory(),
  word: '',
  results: idle(),
  loadingMore: false,
});

export const searchState = proxy<SearchState>(initialSearchState());
