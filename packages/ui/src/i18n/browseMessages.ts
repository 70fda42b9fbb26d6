/**
 * Texts of the category pages (filters, paging) and of the placeholder pages (coming soon, not
 * found). They load with those pages, not with the first-load bundle (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const browseMessages = {
  // Pages with nothing to show.
  'page.comingSoon': '页面建设中',
  'page.comingSoonHint': '这个页面正在建设中，先去首页看看吧。',
  'page.notFound': '页面不存在',
  'page.notFoundHint': '您访问的页面不存在或已被移除。',
  'page.backHome': '返回首页',

  // Filters and category pages.
  'filter.label': '筛选条件',
  'filter.loadFailed': '筛选条件加载失败，点击重试',
  'filter.genre': '类型',
  'filter.region': '地区',
  'filter.year': '年份',
  'filter.sort': '排序',
  'filter.all': '全部',
  'filter.decade': '{from}年代',
  'filter.sortLatest': '最新',
  'filter.sortHottest': '最热',
  'filter.sortRating': '评分',
  'category.count': '共{n}部',
  'category.loadingMore': '正在加载更多…',
  'category.noMore': '已经到底了',
} as const;

export type BrowseMessageKey = keyof typeof browseMessages;
/** The keys without placeholders, for tables of keys passed to `browseT(key)` as they are. */
export type PlainBrowseKey = PlainAreaKey<typeof browseMessages>;

export const browseT = areaTranslate(browseMessages, {
  'zh-TW': () => import('./zh-TW/browseMessages'),
  en: () => import('./en/browseMessages'),
});
