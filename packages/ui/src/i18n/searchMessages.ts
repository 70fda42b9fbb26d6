/**
 * Texts of search: the header's search box with its history and hot searches, the phone search
 * overlay and page, and the results page. All of them load on demand (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const searchMessages = {
  // Search box, suggestions, phone overlay and page.
  'search.placeholder': '搜索片名',
  'search.submit': '搜索',
  'search.history': '搜索历史',
  'search.hot': '热门搜索',
  'search.changeBatch': '换一批',
  'search.delete': '删除',
  'search.liveLabel': '直播',
  'search.inputLabel': '搜索关键词',
  'search.suggestions': '搜索建议',
  'search.suggestTitle': '影视',
  'search.suggestPerson': '影人',
  'search.suggestLive': '直播',
  'search.clearHistory': '删除搜索历史',
  'search.changeBatchLabel': '换一批热门搜索',
  'search.open': '打开搜索',
  'search.cancel': '取消',
  'search.back': '返回',

  // Results page.
  'search.resultsHeading': '“{word}”的搜索结果',
  'search.resultsCount': '找到{n}部相关影视',
  'search.sectionVideos': '影视',
  'search.sectionActors': '演员',
  'search.sectionLives': '直播',
  'search.empty': '没有找到与“{word}”相关的内容',
  'search.emptyHint': '换个关键词试试，或看看大家都在搜什么',
  'search.actorWorks': '{n}部作品',
  'search.noMore': '没有更多结果了',
} as const;

export type SearchMessageKey = keyof typeof searchMessages;
/** The keys without placeholders, for tables of keys passed to `searchT(key)` as they are. */
export type PlainSearchKey = PlainAreaKey<typeof searchMessages>;

export const searchT = areaTranslate(searchMessages, {
  'zh-TW': () => import('./zh-TW/searchMessages'),
  en: () => import('./en/searchMessages'),
});
