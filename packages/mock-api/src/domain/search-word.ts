/**
 * What a search box sends, made into what the database is searched with. SPEC section 5: at
 * most 20 characters, and an empty trimmed text is no search at all.
 */
import { SEARCH_WORD_MAX_LENGTH } from '@xinghe/contracts';
import { Msg } from '../lib/messages';
import { badRequest } from '../lib/reply';
import { foldScript } from './script-fold';

export interface SearchWord {
  /** Trimmed, as the viewer typed it: echoed in the reply. */
  word: string;
  /**
   * What is looked for: full-width forms folded (ＣＣＴＶ -> CCTV), Latin letters lowercased,
   * Traditional characters as Simplified (see `script-fold.ts`; what is searched is folded alike).
   */
  needle: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Lowercases A-Z only, as SQLite's lower() does, so both sides fold the same letters. */
export function foldLatin(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** What search compares: Latin letters lowercased, Chinese in Simplified. */
export function foldSearchText(text: string): string {
  return foldScript(foldLatin(text));
}

export function toSearchWord(raw: string): SearchWord {
  const word = raw.trim();
  if (word === '') throw badRequest(Msg.emptySearch);
  // Code points, not UTF-16 units: a rare character outside the BMP counts once.
  if ([...word].length > SEARCH_WORD_MAX_LENGTH) {
    throw badRequest(Msg.searchTooLong(SEARCH_WORD_MAX_LENGTH));
  }
  // The stored search text joins names with a control character (see db/search-text.ts).
  if (CONTROL.test(word)) throw badRequest(Msg.badParam('word'));
  return { word, needle: foldSearchText(word.normalize('NFKC')) };
}
