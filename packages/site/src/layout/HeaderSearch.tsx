import { SearchBox } from '@xinghe/ui';
import { useLocation, useSearch } from 'wouter';
import { useOnceHydrated } from '../firstScreen/afterHydration';
import { hrefFor } from '../routes/paths';
import { useHotSearchList } from '../state/app';
import { NO_SEARCH_HISTORY, searchActions, useSearchHistory } from '../state/search';
import styles from './SiteHeader.module.css';
import { useTypedSuggestions } from '../state/search/suggestions';
import { hotSearchHref, suggestionHref } from './searchLinks';
import { submitSearch } from './submitSearch';

/** The hot searches are asked for when the viewer reaches for the box, not on every page load. */
const loadHotSearches = () => void searchActions.loadHotSearches();

/**
 * The desktop header's search box fed by the search store: history and hot searches in the
 * dropdown, a submitted keyword opens /search?word=, a hot entry its page (a live entry its
 * channel). On the results page the box shows the keyword searched. Loaded after first paint; the
 * hot searches once the pointer comes near the box or it takes focus (before the dropdown opens).
 * While the viewer types, suggestions for the text (a suggestion opens its page).
 */
export default function HeaderSearch() {
  const [path, navigate] = useLocation();
  const query = useSearch();
  const history = useOnceHydrated(useSearchHistory(), NO_SEARCH_HISTORY);
  const hot = useHotSearchList();
  const word = path === hrefFor('search') ? (new URLSearchParams(query).get('word') ?? '') : '';
  const { suggestions, onTextChange } = useTypedSuggestions(word);

  return (
    <div className={styles.searchArea} onPointerEnter={loadHotSearches} onFocus={loadHotSearches}>
      <SearchBox
        // A new keyword in the address (back, forward, a link) resets the box to it.
        key={word}
        defaultValue={word}
        onChange={onTextChange}
        suggestions={suggestions}
        onSelectSuggestion={(suggestion) => navigate(suggestionHref(suggestion))}
        onSubmit={(keyword) => submitSearch(navigate, keyword)}
        history={history}
        onClearHistory={searchActions.clearHistory}
        hot={hot}
        onSelectHot={(entry) => navigate(hotSearchHref(entry))}
      />
    </div>
  );
}
