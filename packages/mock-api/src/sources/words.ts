/**
 * A search in either script finds the same titles: the words are asked as typed, in Traditional
 * (opencc's cn to tw) and in Simplified (tw to cn), each distinct form once.
 */
import * as OpenCC from 'opencc-js';

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

export function scriptForms(words: string): string[] {
  const typed = words.trim();
  return [...new Set([typed, toSimplified(typed), toTraditional(typed)])].filter(Boolean);
}

/** True when `name` holds one of the forms, letters compared without case. */
export function nameMatches(name: string, forms: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return forms.some((form) => lower.includes(form.toLowerCase()));
}
