/**
 * The design tokens as data, read from the token file itself (tokens.css), so the Foundations
 * pages always show what the components use. The browser's own CSS parser reads the file: a token
 * is a custom property declared in a `:root` rule; one declared again in a `:root` rule inside an
 * `@media` block is that token's value under that condition (reduced motion's durations), not a
 * token of its own. Text in comments is never read as a declaration.
 */
import tokensCss from '../../tokens/tokens.css?raw';

export interface TokenOverride {
  /** The media condition, e.g. `(prefers-reduced-motion: reduce)`. */
  condition: string;
  value: string;
}

export interface Token {
  name: string;
  value: string;
  /** The comment just above the declaration, if any. */
  note?: string;
  /** Its values under media conditions, in file order. */
  overrides: TokenOverride[];
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The comment that ends right before the token's first declaration, if any. */
function noteOf(css: string, name: string): string | undefined {
  const pattern = new RegExp(`/\\*((?:[^*]|\\*(?!/))*)\\*/\\s*${escapeRegExp(name)}\\s*:`, 'g');
  const match = pattern.exec(css);
  return match ? tidy(match[1]!) : undefined;
}

/** The custom properties a `:root` rule declares, with their values as written. */
function declarations(rule: CSSStyleRule): [string, string][] {
  const names = Array.from(rule.style).filter((property) => property.startsWith('--'));
  return names.map((name) => [name, tidy(rule.style.getPropertyValue(name))]);
}

const isRoot = (rule: CSSRule): rule is CSSStyleRule =>
  rule instanceof CSSStyleRule && rule.selectorText === ':root';

/** Every token of the file, in order, with its note and its values under media conditions. */
export function parseTokens(css: string): Token[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const tokens = new Map<string, Token>();
  const rules = Array.from(sheet.cssRules);
  for (const rule of rules.filter(isRoot)) {
    for (const [name, value] of declarations(rule)) {
      tokens.set(name, { name, value, note: noteOf(css, name), overrides: [] });
    }
  }
  for (const media of rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)) {
    for (const rule of Array.from(media.cssRules).filter(isRoot)) {
      for (const [name, value] of declarations(rule)) {
        tokens.get(name)?.overrides.push({ condition: media.conditionText, value });
      }
    }
  }
  return [...tokens.values()];
}

export const tokens = parseTokens(tokensCss);

export const tokensWithPrefix = (prefix: string) =>
  tokens.filter((token) => token.name.startsWith(prefix));
