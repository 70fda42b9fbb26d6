/**
 * Search: the keyword history and hot searches (`search/history`) and the results of the current
 * keyword (`search/results`), over one state (`search/searchState`).
 */
import { historyActions, resetHotSearches } from './search/history';
import { resetResults, resultsActions } from './search/results';
import { initialSearchState, searchState } from './search/searchState';

export { NO_SEARCH_HISTORY, useSearchHistory } from './search/history';
export { useSearchResults } from './search/results';
export { searchState, type SearchResults, type SearchState } from './search/searchState';

export const searchActions = {
  ...historyActions,
  ...resultsActions,

  /** Forgets results and history in memory (tests). */
  reset() {
    resetResults();
    resetHotSearches();
    Object.assign(searchState, initialSearchState());
  },
};
