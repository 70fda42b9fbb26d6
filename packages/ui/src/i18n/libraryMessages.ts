/**
 * Texts of the watch-history and favourites pages. They load with those pages, not with
 * the first-load bundle (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const libraryMessages = {
  // Watch history.
  'history.recent': '最近一周',
  'history.older': '更早',
  'history.progressEpisode': '观看至第{ep}集 {time}',
  'history.progress': '观看至{time}',
  'history.remove': '删除',
  'history.removeLabel': '删除“{title}”的观看记录',
  'history.empty': '暂无观看历史，去首页看看吧',
  'history.loginPrompt': '登录后可同步并查看全部观看历史',

  // Favourites.
  'collect.empty': '暂无收藏，看到喜欢的影片点收藏吧',
  'collect.loginPrompt': '登录后查看我的收藏',
  'collect.removeLabel': '取消收藏“{title}”',
  'collect.loadMore': '加载更多',
  'collect.loadingMore': '正在加载…',
  'collect.count': '共{n}部',
} as const;

export type LibraryMessageKey = keyof typeof libraryMessages;
/** The keys without placeholders, for tables of keys passed to `libraryT(key)` as they are. */
export type PlainLibraryKey = PlainAreaKey<typeof libraryMessages>;

export const libraryT = areaTranslate(libraryMessages, {
  'zh-TW': () => import('./zh-TW/libraryMessages'),
  en: () => import('./en/libraryMessages'),
});
