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
 * Fills `{name}` placeholders from `vars`. A placeholder without a value stays as written, so a
 * missing argument shows up on screen instead of silently vanishing.
 */
export function interpolate(
  template: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}
