/**
 * The closed lists' names in zh-TW and English, for the host: it renames the API's replies by
 * their codes before they reach the page (site/src/content/listNames.ts), so the first-load
 * script carries none of these texts. Never imported by the app.
 */
import enMain from './en/messages';
import enLists from './en/listMessages';
import zhTwMain from './zh-TW/messages';
import zhTwLists from './zh-TW/listMessages';

export type { ListKey } from './listLabels';

/** Per language: the lists' names, and the main catalogue (its `region.*` names the regions). */
export const listCatalogues = {
  'zh-TW': { lists: zhTwLists, main: zhTwMain },
  en: { lists: enLists, main: enMain },
} as const;
