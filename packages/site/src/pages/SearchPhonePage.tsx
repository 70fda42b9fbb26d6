import { SearchPhoneScreen } from '@xinghe/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hotSearchHref } from '../layout/searchLinks';
import { useHotSearchList } from '../state/app';
import { searchActions, useSearchHistory } from '../state/search';
import { submitSearch } from '../layout/submitSearch';

/** /search-phone: the phone's search page (no header): field, history and hot searches. */
export default function SearchPhonePage() {
  const [, navigate] = useLocation();
  const history = useSearchHistory();
  const hot = useHotSearchList();

  useEffect(() => {
    void searchActions.loadHotSearches();
  }, []);

  // Back to where the viewer came from; a page opened directly goes home instead of leaving the site.
  const onBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <SearchPhoneScreen
      history={history}
      hot={hot}
      onSubmit={(word) => submitSearch(navigate, word)}
      onClearHistory={searchActions.clearHistory}
      onSelectHot={(entry) => navigate(hotSearchHref(entry))}
      onBack={onBack}
    />
  );
}
