/**
 * Texts of the installed app's parts and of offline downloads: the update offer, the offline page,
 * 下载到本机 on a player page and the 我的下载 page. They load with those parts, not with the
 * first-load bundle (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const offlineMessages = {
  'offline.updateReady': '有新版本',
  'offline.reload': '刷新',
  'offline.later': '稍后',
  'offline.pageTitle': '网络已断开',
  'offline.pageText': '这个页面还没有保存到本机。已下载的视频在“我的下载”里，没有网络也能看。',
  'offline.openDownloads': '打开我的下载',
  'offline.title': '我的下载',
  'offline.listLabel': '已下载的视频',
  'offline.empty': '还没有下载。VIP在剧集或电影的播放页点“下载到本机”，没有网络也能看。',
  'offline.download': '下载到本机',
  'offline.downloadHint': '保存当前画质，没有网络也能看',
  'offline.pause': '暂停',
  'offline.resume': '继续',
  'offline.retry': '重试',
  'offline.delete': '删除',
  'offline.play': '播放',
  'offline.episode': '第{ep}集',
  'offline.progress': '下载进度',
  'offline.queued': '等待下载',
  'offline.downloading': '下载中 {percent}%',
  'offline.paused': '已暂停 {percent}%',
  'offline.done': '已下载 · {size}',
  'offline.failed': '下载失败，请检查网络后重试',
  'offline.vipEnded': 'VIP已到期，续费后可继续观看（下载内容已保留）',
  'offline.noSpace': '存储空间不足：需要约{need}，本机可用{free}',
  'offline.vipOnly': '下载到本机是VIP特权，开通VIP即可离线观看',
  'offline.unsupported': '这个浏览器不支持离线下载',
  'offline.openList': '我的下载',
} as const;

export type OfflineMessageKey = keyof typeof offlineMessages;
export type PlainOfflineKey = PlainAreaKey<typeof offlineMessages>;

export const offlineT = areaTranslate(offlineMessages, {
  'zh-TW': () => import('./zh-TW/offlineMessages'),
  en: () => import('./en/offlineMessages'),
});
