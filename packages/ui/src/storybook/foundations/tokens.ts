/**
 * The design tokens as data, read from the token file itself (tokens.css), so the Foundations
 * pages always show what the components use: each custom property of `:root` with its value and
 * the comment line above it.
 */
import tokensCss from '../../tokens/tokens.css?raw';

export interface Token {
  name: string;
  value: string;
  /** The comment just above the declaration, if any. */
  note?: string;
}

/** Every `--name: value;` of the file, in order, with the comment right above it. */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(?:\/\*([^*]*(?:\*(?!\/)[^*]*)*)\*\/\s*)?(--[\w-]+)\s*:\s*([^;]+);/g;
  for (const match of css.matchAll(pattern)) {
    const note = match[1]?.replace(/\s+/g, ' ').trim();
    tokens.push({ name: match[2]!, value: match[3]!.replace(/\s+/g, ' ').trim(), note });
  }
  return tokens;
}

export const tokens = parseTokens(tokensCss);

export const tokensWithPrefix = (prefix: string) =>
  tokens.filter((token) => token.name.startsWith(prefix));
