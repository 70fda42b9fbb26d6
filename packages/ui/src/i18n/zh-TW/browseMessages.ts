/** 繁體中文 (Taiwan wording) of ../browseMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { browseMessages } from '../browseMessages';

const messages: AreaTranslation<typeof browseMessages> = {
  'page.comingSoon': '頁面建設中',
  'page.comingSoonHint': '這個頁面正在建設中，先去首頁看看吧。',
  'page.notFound': '頁面不存在',
  'page.notFoundHint': '您訪問的頁面不存在或已被移除。',
  'page.backHome': '返回首頁',
  'filter.label': '篩選條件',
  'filter.loadFailed': '篩選條件載入失敗，點選重試',
  'filter.genre': '類型',
  'filter.region': '地區',
  'filter.year': '年份',
  'filter.sort': '排序',
  'filter.all': '全部',
  'filter.decade': '{from}年代',
  'filter.sortLatest': '最新',
  'filter.sortHottest': '最熱',
  'filter.sortRating': '評分',
  'category.count': '共{n}部',
  'category.loadingMore': '正在載入更多…',
  'category.noMore': '已經到底了',
};

export default messages;
