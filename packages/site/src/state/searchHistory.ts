/**
 * The search history rules of SPEC section 4 and 9 as pure functions, and its local-storage home
 * (SPEC section 3: the key `keywords`). Kept apart from the store so the rules read on their own.
 */

import { SEARCH_WORD_MAX_LENGTH } from '@xinghe/contracts/client';
import { localStore } from '../storage';

export const SEARCH_HISTORY_KEY = 'keywords';
/** SPEC section 9: "Search history kept: 15 entries." */
export const SEARCH_HISTORY_LIMIT = 15;
/** SPEC section 5: "Search text is at most 20 characters" (code points, as the API counts). */
export const SEARCH_MAX_LENGTH = SEARCH_WORD_MAX_LENGTH;
/** The results page's page size (the host asks for the first page too, to write the page). */
export const SEARCH_PAGE_SIZE = 24;

/** A keyword as searched: trimmed and cut to the length the search box allows. */
export function normalizeKeyword(text: string): string {
  return [...text.trim()].slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

/** A new keyword goes to the front, an earlier copy is removed, the list is cut to 15. */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const word = normalizeKeyword(keyword);
  if (!word) return [...history];
  return [word, ...history.filter((entry) => entry !== word)].slice(0, SEARCH_HISTORY_LIMIT);
}

/**
 * The stored history. Anything that is not a list of strings (an older format, a hand edit) reads
 * as empty rather than breaking the search box; duplicates and overflow are cleaned on the way in.
 */
export function readHistory(): string[] {
  const parsed = localStore.getJson(SEARCH_HISTORY_KEY);
  if (!Array.isArray(parsed)) return [];
  const words = parsed.filter((entry): entry is string => typeof entry === 'string');
  return words.reduceRight<string[]>((list, word) => withKeyword(list, word), []);
}

/** Quota exceeded or storage disabled: the history still works for this visit. */
export function writeHistory(history: readonly string[]) {
  if (history.length === 0) localStore.remove(SEARCH_HISTORY_KEY);
  else localStore.setJson(SEARCH_HISTORY_KEY, history);
}
