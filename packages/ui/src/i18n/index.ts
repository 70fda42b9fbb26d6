export { messages, type Messages, type MessageKey, type MessageCatalogue } from './messages';
export {
  interpolate,
  type Translate,
  type MessageVars,
  type Placeholders,
  type PlainMessageKey,
} from './format';
export { I18nProvider, useT, createTranslate, type I18nProviderProps } from './I18nProvider';
export { regionKey, typeKey } from './labels';
export { genreLabel, listLabel, type ListKey } from './listLabels';
export {
  areaTranslate,
  areaTextsReady,
  type AreaCatalogue,
  type AreaTranslate,
  type AreaTranslation,
} from './area';
export { activateLocale, activeLocale, contentLang, DEFAULT_LOCALE } from './locale';
export {
  formatChinaDay,
  formatChinaTime,
  formatChinaWeekday,
  formatCurrency,
  formatDecimal,
} from './intl';
