/** 繁體中文 texts of ../sourcePlayMessages.ts. */
import type { AreaTranslation } from '../area';
import type { sourcePlayMessages } from '../sourcePlayMessages';

const messages: AreaTranslation<typeof sourcePlayMessages> = {
  'sourcePlay.searchTitle': '我的片源',
  'sourcePlay.searchLoading': '正在搜尋…',
  'sourcePlay.searchCount': '{n}部',
  'sourcePlay.searchEmpty': '沒有找到相關影片',
  'sourcePlay.timeout': '片源未回應',
  'sourcePlay.unusable': '片源無法使用：{detail}',
  'sourcePlay.failed': '搜尋失敗：{detail}',
  'sourcePlay.fromSource': '來自片源「{name}」',
  'sourcePlay.loggedOut': '登入後播放我的片源',
  'sourcePlay.liveTitle': '我的頻道',
  'sourcePlay.liveEmpty': '這個列表裡沒有頻道',
};

export default messages;
