/** Traditional Chinese texts of ../offlineMessages.ts. */
import type { AreaTranslation } from '../area';
import type { offlineMessages } from '../offlineMessages';

const messages: AreaTranslation<typeof offlineMessages> = {
  'offline.updateReady': '有新版本',
  'offline.reload': '重新整理',
  'offline.later': '稍後',
  'offline.pageTitle': '網路已中斷',
  'offline.pageText': '這個頁面還沒有儲存到本機。已下載的影片在「我的下載」裡，沒有網路也能看。',
  'offline.openDownloads': '開啟我的下載',
  'offline.title': '我的下載',
  'offline.listLabel': '已下載的影片',
  'offline.empty': '還沒有下載。VIP在劇集或電影的播放頁點「下載到本機」，沒有網路也能看。',
  'offline.download': '下載到本機',
  'offline.downloadHint': '儲存目前畫質，沒有網路也能看',
  'offline.pause': '暫停',
  'offline.resume': '繼續',
  'offline.retry': '重試',
  'offline.delete': '刪除',
  'offline.play': '播放',
  'offline.episode': '第{ep}集',
  'offline.progress': '下載進度',
  'offline.queued': '等待下載',
  'offline.downloading': '下載中 {percent}%',
  'offline.paused': '已暫停 {percent}%',
  'offline.done': '已下載 · {size}',
  'offline.failed': '下載失敗，請檢查網路後重試',
  'offline.vipEnded': 'VIP已到期，續費後可繼續觀看（下載內容已保留）',
  'offline.noSpace': '儲存空間不足：需要約{need}，本機可用{free}',
  'offline.vipOnly': '下載到本機是VIP特權，開通VIP即可離線觀看',
  'offline.unsupported': '這個瀏覽器不支援離線下載',
  'offline.openList': '我的下載',
};

export default messages;
