import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { interpolate, type Translate } from './format';
import { activeMessages } from './locale';
import type { MessageCatalogue } from './messages';

/**
 * `t` of a given catalogue, or (without one) of the active language's main catalogue, read at each
 * call so a story's `t` follows the language the toolbar picked.
 */
export function createTranslate(catalogue?: MessageCatalogue): Translate {
  return (key, ...args) => interpolate((catalogue ?? activeMessages())[key] ?? key, args[0]);
}

const defaultTranslate = createTranslate();

// The active language's catalogue is the default, so a component rendered without a provider
// still reads right.
const I18nContext = createContext<Translate>(defaultTranslate);

export interface I18nProviderProps {
  /** Another catalogue with the same keys; the active language's when omitted. */
  messages?: MessageCatalogue;
  children?: ReactNode;
}

export function I18nProvider({ messages, children }: I18nProviderProps) {
  const t = useMemo(() => (messages ? createTranslate(messages) : defaultTranslate), [messages]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

/** Returns `t(key, vars?)` for the nearest catalogue. */
export function useT(): Translate {
  return useContext(I18nContext);
}
