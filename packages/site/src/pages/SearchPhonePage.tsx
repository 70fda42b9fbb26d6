import { SearchPhoneScreen } from '@xinghe/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hotSearchHref, suggestionHref } from '../layout/searchLinks';
import { useHotSearchList } from '../state/app';
import { searchActions, useSearchHistory } from '../state/search';
import { useTypedSuggestions } from '../state/search/suggestions';
import { submitSearch } from '../layout/submitSearch';
import { useGoBack } from '../layout/useGoBack';

/**
 * /search-phone: the phone's search page (no header): field, history and hot searches, and
 * suggestions while typing.
 */
export default function SearchPhonePage() {
  const [, navigate] = useLocation();
  const history = useSearchHistory();
  const hot = useHotSearchList();
  const typed = useTypedSuggestions();

  useEffect(() => {
    void searchActions.loadHotSearches();
  }, []);

  const onBack = useGoBack();
  return (
    <SearchPhoneScreen
      history={history}
      hot={hot}
      onSubmit={(word) => submitSearch(navigate, word)}
      onClearHistory={searchActions.clearHistory}
      onSelectHot={(entry) => navigate(hotSearchHref(entry))}
      onBack={onBack}
      suggest={{
        ...typed,
        onSelectSuggestion: (suggestion) => navigate(suggestionHref(suggestion)),
      }}
    />
  );
}
