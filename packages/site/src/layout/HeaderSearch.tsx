import { SearchBox } from '@xinghe/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefFor } from '../routes/paths.ts';
import { useHotSearchList } from '../state/app.ts';
import { searchActions, useSearchHistory } from '../state/search.ts';
import { hotSearchHref, searchHref } from './searchLinks.ts';

/**
 * The desktop header's search box fed by the search store: history and hot searches in the
 * dropdown, a submitted keyword opens /search?word=, a hot entry its page (a live entry its
 * channel). On the results page the box shows the keyword searched. Loaded after first paint.
 */
export default function HeaderSearch() {
  const [path, navigate] = useLocation();
  const query = useSearch();
  const history = useSearchHistory();
  const hot = useHotSearchList();
  const word = path === hrefFor('search') ? (new URLSearchParams(query).get('word') ?? '') : '';

  useEffect(() => {
    void searchActions.loadHotSearches();
  }, []);

  return (
    <SearchBox
      // A new keyword in the address (back, forward, a link) resets the box to it.
      key={word}
      defaultValue={word}
      onSubmit={(keyword) => navigate(searchHref(keyword))}
      history={history}
      onClearHistory={searchActions.clearHistory}
      hot={hot}
      onSelectHot={(entry) => navigate(hotSearchHref(entry))}
    />
  );
}
