/**
 * The catalogues as stories read them: the same objects as the zh-CN sources (same keys, same
 * types), but every read answers in the language the Storybook toolbar picked. A play function
 * finds an element by the name its catalogue gives (`getByRole('button', { name:
 * messages['auth.login'] })`), so the same play runs in every language. The types still show the
 * zh-CN literals; only the values change.
 */
import { activeMessages } from '../i18n/locale';
import { messages as zhCN } from '../i18n/messages';
import { accountMessages as accountMessagesSource, accountT } from '../i18n/accountMessages';
import { browseMessages as browseMessagesSource, browseT } from '../i18n/browseMessages';
import { chatbotMessages as chatbotMessagesSource, chatbotT } from '../i18n/chatbotMessages';
import { danmakuMessages as danmakuMessagesSource, danmakuT } from '../i18n/danmakuMessages';
import { detailMessages as detailMessagesSource, detailT } from '../i18n/detailMessages';
import { downloadMessages as downloadMessagesSource, downloadT } from '../i18n/downloadMessages';
import { headerMessages as headerMessagesSource, headerT } from '../i18n/headerMessages';
import { homeMessages as homeMessagesSource, homeT } from '../i18n/homeMessages';
import { libraryMessages as libraryMessagesSource, libraryT } from '../i18n/libraryMessages';
import { liveMessages as liveMessagesSource, liveT } from '../i18n/liveMessages';
import { personMessages as personMessagesSource, personT } from '../i18n/personMessages';
import { playerMessages as playerMessagesSource, playerT } from '../i18n/playerMessages';
import { privacyMessages as privacyMessagesSource, privacyT } from '../i18n/privacyMessages';
import { searchMessages as searchMessagesSource, searchT } from '../i18n/searchMessages';
import { sourcesMessages as sourcesMessagesSource, sourcesT } from '../i18n/sourcesMessages';
import {
  sourcePlayMessages as sourcePlayMessagesSource,
  sourcePlayT,
} from '../i18n/sourcePlayMessages';
import { sportsMessages as sportsMessagesSource, sportsT } from '../i18n/sportsMessages';
import { vipMessages as vipMessagesSource, vipT } from '../i18n/vipMessages';

function live<C extends object>(source: C, current: () => Readonly<Record<string, string>>): C {
  return new Proxy(source, {
    get: (target, key) =>
      typeof key === 'string' && Object.hasOwn(target, key)
        ? (current()[key] ?? Reflect.get(target, key))
        : Reflect.get(target, key),
  });
}

export const messages = live(zhCN, activeMessages);
export const accountMessages = live(accountMessagesSource, () => accountT.catalogue);
export const browseMessages = live(browseMessagesSource, () => browseT.catalogue);
export const chatbotMessages = live(chatbotMessagesSource, () => chatbotT.catalogue);
export const danmakuMessages = live(danmakuMessagesSource, () => danmakuT.catalogue);
export const detailMessages = live(detailMessagesSource, () => detailT.catalogue);
export const downloadMessages = live(downloadMessagesSource, () => downloadT.catalogue);
export const headerMessages = live(headerMessagesSource, () => headerT.catalogue);
export const homeMessages = live(homeMessagesSource, () => homeT.catalogue);
export const libraryMessages = live(libraryMessagesSource, () => libraryT.catalogue);
export const liveMessages = live(liveMessagesSource, () => liveT.catalogue);
export const personMessages = live(personMessagesSource, () => personT.catalogue);
export const playerMessages = live(playerMessagesSource, () => playerT.catalogue);
export const privacyMessages = live(privacyMessagesSource, () => privacyT.catalogue);
export const searchMessages = live(searchMessagesSource, () => searchT.catalogue);
export const sourcesMessages = live(sourcesMessagesSource, () => sourcesT.catalogue);
export const sourcePlayMessages = live(sourcePlayMessagesSource, () => sourcePlayT.catalogue);
export const sportsMessages = live(sportsMessagesSource, () => sportsT.catalogue);
export const vipMessages = live(vipMessagesSource, () => vipT.catalogue);
