/**
 * The interface language: one of the closed list `LOCALES` (zh-CN, the catalogues' source; zh-TW
 * with Taiwan wording; en). The site picks it once before the first render (the host decides from
 * the URL prefix, the stored choice and Accept-Language and writes it into `<html lang>`); changing
 * it reloads the page, so every module reads the same language for the page's whole life.
 * Storybook changes it between stories (its toolbar) through `activateLocale`.
 *
 * Why this small machinery and not i18next or FormatJS: the catalogues are flat `as const` objects
 * whose keys and `{name}` placeholders are checked by the compiler at every `t()` call, and each
 * area catalogue travels with its lazy chunk; the libraries would add 10-40 KB gzip to the
 * first-load budget (90 KB, ~86 KB used) for plural and date formatting that `Intl` already gives.
 */
import type { Locale } from '@xinghe/contracts/client';
import type { MessageCatalogue } from './messages';

export type { Locale };

export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The languages with catalogues of their own beside the zh-CN source. */
export type TranslatedLocale = Exclude<Locale, 'zh-CN'>;

/**
 * The main catalogue of each language, zh-CN's included: a chunk of its own, loaded only for that
 * language, so a page carries one language's texts (the host preloads the chunk with the page).
 */
const mainLoaders: Record<Locale, () => Promise<MessageCatalogue>> = {
  'zh-CN': () => import('./messages').then((m) => m.messages),
  'zh-TW': () => import('./zh-TW/messages').then((m) => m.default),
  en: () => import('./en/messages').then((m) => m.default),
};

interface LocaleState {
  locale: Locale;
  main: MessageCatalogue;
}

// Empty until the first `activateLocale`: the site awaits it before its first render, Storybook in
// a loader, the dom tests in their setup file (a missing text reads as its key meanwhile).
const state: LocaleState = { locale: DEFAULT_LOCALE, main: {} as MessageCatalogue };

/** Things to do when the language changes (the area catalogues reload through this). */
const listeners = new Set<(locale: Locale) => Promise<void>>();

export const activeLocale = (): Locale => state.locale;
export const activeMessages = (): MessageCatalogue => state.main;

/** @internal: for area.ts, which loads each area's catalogue in the new language. */
export function onLocaleChange(listener: (locale: Locale) => Promise<void>) {
  listeners.add(listener);
}

/**
 * Makes `locale` the interface language: loads its main catalogue and the catalogues of the areas
 * already loaded. Resolves when every text reads in the new language.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  // The language itself switches at once (the API client converts content by it from the first
  // request on); its texts follow as soon as they arrive.
  state.locale = locale;
  const main = await mainLoaders[locale]();
  if (state.locale !== locale) return;
  state.main = main;
  await Promise.all([...listeners].map((listener) => listener(locale)));
}

/**
 * The `lang` of the API's content (titles, synopses, people's and channels' names) on a page in
 * another language: an English page marks it as Chinese (screen readers read it so, and the
 * journeys tell it from the interface's own texts). zh-CN and zh-TW pages (content converted to
 * Traditional) need no mark.
 */
export const contentLang = (): 'zh-CN' | undefined =>
  activeLocale() === 'en' ? 'zh-CN' : undefined;
