/** 繁體中文 (Taiwan wording) of ../libraryMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { libraryMessages } from '../libraryMessages';

const messages: AreaTranslation<typeof libraryMessages> = {
  'history.recent': '最近一週',
  'history.older': '更早',
  'history.progressEpisode': '觀看至第{ep}集 {time}',
  'history.progress': '觀看至{time}',
  'history.remove': '刪除',
  'history.removeLabel': '刪除「{title}」的觀看記錄',
  'history.empty': '暫無觀看歷史，去首頁看看吧',
  'history.loginPrompt': '登入後可同步並檢視全部觀看歷史',
  'collect.empty': '暫無收藏，看到喜歡的影片點收藏吧',
  'collect.loginPrompt': '登入後檢視我的收藏',
  'collect.removeLabel': '取消收藏「{title}」',
  'collect.loadMore': '載入更多',
  'collect.loadingMore': '正在載入…',
  'collect.count': '共{n}部',
};

export default messages;
