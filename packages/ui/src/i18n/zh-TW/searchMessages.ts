/** 繁體中文 (Taiwan wording) of ../searchMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { searchMessages } from '../searchMessages';

const messages: AreaTranslation<typeof searchMessages> = {
  'search.placeholder': '搜尋片名',
  'search.submit': '搜尋',
  'search.history': '搜尋歷史',
  'search.hot': '熱門搜尋',
  'search.changeBatch': '換一批',
  'search.delete': '刪除',
  'search.liveLabel': '直播',
  'search.inputLabel': '搜尋關鍵詞',
  'search.suggestions': '搜尋建議',
  'search.suggestTitle': '影視',
  'search.suggestPerson': '影人',
  'search.suggestLive': '直播',
  'search.clearHistory': '刪除搜尋歷史',
  'search.changeBatchLabel': '換一批熱門搜尋',
  'search.open': '開啟搜尋',
  'search.cancel': '取消',
  'search.back': '返回',
  'search.resultsHeading': '「{word}」的搜尋結果',
  'search.resultsCount': '找到{n}部相關影視',
  'search.sectionVideos': '影視',
  'search.sectionActors': '演員',
  'search.sectionLives': '直播',
  'search.empty': '沒有找到與「{word}」相關的內容',
  'search.emptyHint': '換個關鍵詞試試，或看看大家都在搜什麼',
  'search.actorWorks': '{n}部作品',
  'search.noMore': '沒有更多結果了',
};

export default messages;
