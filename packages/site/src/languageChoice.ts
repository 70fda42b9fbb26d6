import { LOCALES, type Locale } from '@xinghe/contracts/client';
import { activeLocale } from '@xinghe/ui';
import { switchLanguage } from './language';

/** What the header's language switchers (desktop and phone) show and do. */
export const languageChoice = {
  get current() {
    return activeLocale();
  },
  locales: LOCALES,
  onChange: (locale: Locale) => void switchLanguage(locale),
};
