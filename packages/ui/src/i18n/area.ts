/**
 * Area catalogues: the texts of screens and dialogs that load on demand (login, VIP, payment,
 * points, invites) live in their own catalogue beside `messages.ts`, so they travel with the lazy
 * chunk that uses them instead of with the first-load bundle. An area catalogue is a plain
 * `as const` object of `{name}`-placeholder strings, exactly like the main one; `areaTranslate`
 * turns it into a `t(key, vars?)` typed by its own keys.
 */
import { interpolate, type Placeholders } from './format';

export type AreaCatalogue = Readonly<Record<string, string>>;

export type AreaTranslateArgs<C extends AreaCatalogue, K extends keyof C & string> = [
  Placeholders<C[K]>,
] extends [never]
  ? [vars?: undefined]
  : [vars: Record<Placeholders<C[K]>, string | number>];

/** The keys of an area catalogue without placeholders: what a table of keys may point at. */
export type PlainAreaKey<C extends AreaCatalogue> = {
  [K in keyof C & string]: [Placeholders<C[K]>] extends [never] ? K : never;
}[keyof C & string];

export type AreaTranslate<C extends AreaCatalogue> = <K extends keyof C & string>(
  key: K,
  ...args: AreaTranslateArgs<C, K>
) => string;

export function areaTranslate<C extends AreaCatalogue>(catalogue: C): AreaTranslate<C> {
  return (key, ...args) => interpolate(catalogue[key] as string, args[0]);
}
