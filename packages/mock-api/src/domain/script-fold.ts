/**
 * Traditional and Simplified Chinese read as one script for search: what is searched and what a
 * viewer types are both turned into Simplified, character by character, so 潛伏 finds 北平潜伏
 * and 潜伏 finds a title stored as 北平潛伏, for any language of the site and any client.
 *
 * OpenCC's character tables only (Taiwan variants, then Traditional → Simplified characters),
 * without its phrase tables: a phrase rewrite (沈思 → 沉思, 軟體 → 软件) would change characters a
 * substring search compares, and the character table leaves the ambiguous ones (沈, 著) alone.
 */
import { ConverterFactory } from 'opencc-js/core';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev';

const toSimplified = ConverterFactory([TWVariantsRev], [TSCharacters]);

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The text in Simplified characters; text without Chinese comes back as it is, for free. */
export function foldScript(text: string): string {
  return HAN.test(text) ? toSimplified(text) : text;
}
