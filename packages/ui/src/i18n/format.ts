import { activeLocale } from './locale';
import type { MessageKey, Messages } from './messages';

/** The `{name}` placeholders of a message string, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Values for a message's placeholders. */
export type MessageVars<K extends MessageKey> = Record<Placeholders<Messages[K]>, string | number>;

/** Keys of messages without placeholders: what a data model (like a nav item) may point at. */
export type PlainMessageKey = {
  [K in MessageKey]: [Placeholders<Messages[K]>] extends [never] ? K : never;
}[MessageKey];

/** `t(key)` for plain messages, `t(key, vars)` when the message has placeholders. */
export type TranslateArgs<K extends MessageKey> = [Placeholders<Messages[K]>] extends [never]
  ? [vars?: undefined]
  : [vars: MessageVars<K>];

export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A count in a translation: `{n, plural, one {# day} other {# days}}` (the ICU form, `#` being the
 * number). The zh-CN source never needs one; English and other languages pick the form with
 * `Intl.PluralRules` of the active language, `=0`-style exact forms first.
 */
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /\s*(=?\w+)\s*\{([^{}]*)\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(n: number): string {
  const locale = activeLocale();
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

function choosePlural(forms: string, value: string | number): string | null {
  const n = Number(value);
  const byName = new Map([...forms.matchAll(PLURAL_FORM)].map((m) => [m[1]!, m[2]!]));
  const form = byName.get(`=${n}`) ?? byName.get(pluralCategory(n)) ?? byName.get('other');
  return form === undefined ? null : form.replaceAll('#', String(value));
}

/**
 * Fills `{name}` placeholders (and `{name, plural, …}` counts) from `vars`. A placeholder without
 * a value stays as written, so a missing argument shows up on screen instead of silently vanishing.
 */
export function interpolate(
  template: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  if (!vars) return template;
  return template
    .replace(PLURAL, (whole, name: string, forms: string) =>
      Object.hasOwn(vars, name) ? (choosePlural(forms, vars[name]!) ?? whole) : whole,
    )
    .replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(vars, name) ? String(vars[name]) : whole,
    );
}
