/**
 * Texts of the app download page and dialog, the side panel and the chatbot's frame. They load
 * with those parts, not with the first-load bundle (see `area.ts`).
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const downloadMessages = {
  'download.title': '下载星河影视APP',
  'download.phoneTab': '手机版',
  'download.tvTab': '电视版',
  'download.tabsLabel': '选择版本',
  'download.phoneHeadline': '星河影视手机版',
  'download.phoneTagline': '随时随地追剧，离线缓存，通勤路上也能看',
  'download.tvHeadline': '星河影视电视版',
  'download.tvTagline': '大屏观影，500+电视直播，遥控器轻松操作',
  'download.phoneFeature1': '热门影视剧同步更新',
  'download.phoneFeature2': '观看记录与收藏多端同步',
  'download.phoneFeature3': 'VIP蓝光线路与全部倍速',
  'download.tvFeature1': '支持安卓电视与电视盒子',
  'download.tvFeature2': '500+电视直播频道',
  'download.tvFeature3': '手机扫码登录，无需遥控输入',
  'download.button': '立即下载',
  'download.scan': '扫码下载',
  'download.qrLabel': '{name}下载二维码',
  'download.version': '版本 {version} · {size}',
  'download.stepsTitle': '安装说明',
  'download.phoneStep1': '用手机浏览器扫码或点击“立即下载”',
  'download.phoneStep2': '下载完成后打开安装包，按提示允许安装',
  'download.phoneStep3': '打开APP，用星河影视账号登录',
  'download.tvStep1': '在电视或盒子上打开浏览器输入下载地址，或用U盘拷贝安装包',
  'download.tvStep2': '在设置中允许安装未知来源应用后完成安装',
  'download.tvStep3': '打开APP，用手机扫描屏幕上的二维码登录',
  'download.community': '加入官方交流群',
  'download.communityHint': '获取更新通知、反馈问题与片单推荐',
  'download.dialogTitle': '下载APP',
  // Side panel.
  'side.label': '快捷工具',
  'side.download': '下载APP',
  'side.community': '官方交流群',
  'side.chat': '在线客服',
  'side.hide': '收起',
  'side.show': '展开快捷工具',
} as const;

export type DownloadMessageKey = keyof typeof downloadMessages;
export type PlainDownloadKey = PlainAreaKey<typeof downloadMessages>;

export const downloadT = areaTranslate(downloadMessages, {
  'zh-TW': () => import('./zh-TW/downloadMessages'),
  en: () => import('./en/downloadMessages'),
});
