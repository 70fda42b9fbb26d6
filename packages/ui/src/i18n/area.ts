/**
 * Area catalogues: the texts of screens and dialogs that load on demand (login, VIP, payment,
 * points, invites) live in their own catalogue beside `messages.ts`, so they travel with the lazy
 * chunk that uses them instead of with the first-load bundle. An area catalogue is a plain
 * `as const` object of `{name}`-placeholder strings in zh-CN, exactly like the main one; its
 * translations sit in `zh-TW/` and `en/` under the same file name, typed `AreaTranslation<typeof
 * source>` so a missing or extra key fails the type check.
 *
 * `areaTranslate` turns a catalogue and the loaders of its translations into a `t(key, vars?)`
 * typed by its own keys:
 *
 *     export const homeT = areaTranslate(homeMessages, {
 *       'zh-TW': () => import('./zh-TW/homeMessages'),
 *       en: () => import('./en/homeMessages'),
 *     });
 *
 * When the area's chunk is evaluated in another language than zh-CN, the active language's
 * catalogue (one more small chunk, and only for that language) starts loading; the site's lazy
 * components wait for `areaTextsReady()` before they render (site/src/lazyWithTexts.ts), so `t`
 * reads synchronously and never shows the zh-CN text first. (A top-level `await` in each area
 * module would say the same more simply, but with it the build loses its entry in the manifest.)
 */
import { interpolate, type Placeholders } from './format';
import { activeLocale, onLocaleChange, type Locale, type TranslatedLocale } from './locale';

export type AreaCatalogue = Readonly<Record<string, string>>;

/** Another language's catalogue of an area: the same keys, any strings. */
export type AreaTranslation<C extends AreaCatalogue> = { readonly [K in keyof C]: string };

export type AreaLoaders<C extends AreaCatalogue> = Record<
  TranslatedLocale,
  () => Promise<{ default: AreaTranslation<C> }>
>;

export type AreaTranslateArgs<C extends AreaCatalogue, K extends keyof C & string> = [
  Placeholders<C[K]>,
] extends [never]
  ? [vars?: undefined]
  : [vars: Record<Placeholders<C[K]>, string | number>];

/** The keys of an area catalogue without placeholders: what a table of keys may point at. */
export type PlainAreaKey<C extends AreaCatalogue> = {
  [K in keyof C & string]: [Placeholders<C[K]>] extends [never] ? K : never;
}[keyof C & string];

export type AreaTranslate<C extends AreaCatalogue> = (<K extends keyof C & string>(
  key: K,
  ...args: AreaTranslateArgs<C, K>
) => string) & {
  /** The area's catalogue in the active language (stories read names from it). */
  readonly catalogue: AreaTranslation<C>;
};

/** Area catalogues on their way in the active language. */
const pending = new Set<Promise<void>>();

/** Resolves once every area catalogue asked for so far has arrived in the active language. */
export async function areaTextsReady(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}

export function areaTranslate<C extends AreaCatalogue>(
  source: C,
  loaders: AreaLoaders<C>,
): AreaTranslate<C> {
  let current: AreaCatalogue = source;
  const load = async (locale: Locale) => {
    current = locale === 'zh-CN' ? source : (await loaders[locale]()).default;
  };
  onLocaleChange(load);
  if (activeLocale() !== 'zh-CN') {
    // A catalogue that fails to arrive (the network) leaves the area in zh-CN rather than blank.
    const loading = load(activeLocale()).catch(() => undefined);
    pending.add(loading);
    void loading.then(() => pending.delete(loading));
  }
  const t = <K extends keyof C & string>(key: K, ...args: AreaTranslateArgs<C, K>) =>
    interpolate(current[key] ?? (source[key] as string), args[0]);
  return Object.defineProperty(t, 'catalogue', { get: () => current }) as AreaTranslate<C>;
}
