import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { interpolate, type Translate } from './format';
import { messages as zhCN, type MessageCatalogue } from './messages';

export function createTranslate(catalogue: MessageCatalogue = zhCN): Translate {
  return (key, ...args) => interpolate(catalogue[key], args[0]);
}

const defaultTranslate = createTranslate();

// The zh-CN catalogue is the default, so a component rendered without a provider still reads right.
const I18nContext = createContext<Translate>(defaultTranslate);

export interface I18nProviderProps {
  /** Another catalogue with the same keys; zh-CN when omitted. */
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
