import type { Loadable } from '@xinghe/contracts/client';
import { SearchResultsScreen, SourceResults } from '@xinghe/ui';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { hrefFor } from '../routes/paths';
import { searchActions, useSearchResults } from '../state/search';
import { normalizeKeyword } from '../state/searchHistory';
import { useSignedIn } from '../state/signedIn';
import { sourceSearchActions, useSourceSearch } from '../state/sourceSearch';
import { sourceItemHref } from './sourcePlay/sourceIds';
import SearchPhonePage from './SearchPhonePage';

const detailHref = (id: string) => hrefFor('vodDetail', { id });
const personHref = (id: number) => hrefFor('person', { id });
const loadMore = () => void searchActions.loadMore();
const ANOTHER_WORD: Loadable<never> = { status: 'loading' };

/**
 * /search?word=: films and series, actors and live channels matching the keyword, each its own
 * section; the keyword goes into the search history. Without a keyword there is nothing to show
 * results for: the search start (field, history, hot searches) instead.
 */
export default function SearchPage() {
  const word = normalizeKeyword(new URLSearchParams(useSearch()).get('word') ?? '');
  return word ? <SearchResults word={word} /> : <SearchPhonePage />;
}

function SearchResults({ word }: { word: string }) {
  const search = useSearchResults();

  useEffect(() => {
    void searchActions.search(word);
  }, [word]);

  // Until the store holds this keyword's results (the first render), show them as loading.
  const current = search.word === word;
  return (
    <SearchResultsScreen
      word={word}
      load={current ? search.results : ANOTHER_WORD}
      loadingMore={current && search.loadingMore}
      onLoadMore={loadMore}
      onRetry={() => void searchActions.search(word, { force: true })}
      detailHref={detailHref}
      personHref={personHref}
      mySources={<MySourceResults word={word} />}
    />
  );
}

/**
 * 我的片源: a signed-in viewer's sources searched for the same words, each row filling as its
 * source answers; nothing for a visitor or a viewer without sources.
 */
function MySourceResults({ word }: { word: string }) {
  const signedIn = useSignedIn();
  const { sources, results, word: searched } = useSourceSearch();

  useEffect(() => {
    if (!signedIn) return;
    void sourceSearchActions.refreshSources();
    return () => sourceSearchActions.reset();
  }, [signedIn]);
  useEffect(() => {
    if (signedIn) void sourceSearchActions.search(word);
  }, [signedIn, word]);

  const current = searched === word;

  if (!signedIn || !sources.data) return null;
  return (
    <SourceResults
      sources={sources.data.map((source) => ({
        id: source.id,
        name: source.name,
        result: (current && results[source.id]) || { status: 'loading' },
      }))}
      itemHref={sourceItemHref}
    />
  );
}
