/**
 * The keyword history (SPEC section 4, kept under local-storage `keywords`) and the hot searches
 * of the dropdown (loaded once; SPEC section 8: a failure is silently ignored).
 */
import { useSnapshot } from 'valtio';
import { api, type ApiClient } from '../../api';
import { appActions, appState } from '../app';
import { withKeyword, writeHistory } from '../searchHistory';
import { searchState } from './searchState';

let hotSearches: Promise<void> | null = null;

export const historyActions = {
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
};

/** Tests: the hot searches may be asked for again. */
export function resetHotSearches() {
  hotSearches = null;
}

export const useSearchHistory = () => useSnapshot(searchState).history;

/** No search history: what a page the server wrote shows (it cannot know this browser's). */
export const NO_SEARCH_HISTORY: ReturnType<typeof useSearchHistory> = [];
