import { searchActions } from '../state/search';
import { normalizeKeyword } from '../state/searchHistory';
import { searchHref } from './searchLinks';

/**
 * What a submitted search does, wherever it was typed: the keyword goes into the history at once
 * (SPEC "Search history"; leaving before the results arrive keeps it), then the results page opens.
 */
export function submitSearch(navigate: (href: string) => void, keyword: string) {
  const word = normalizeKeyword(keyword);
  if (!word) return;
  searchActions.remember(word);
  navigate(searchHref(word));
}
