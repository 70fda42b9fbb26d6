/**
 * Texts of the live TV screens (/live and /live/{id}). They load with those lazy chunks, not with the
 * first-load bundle; see `area.ts`.
 */
import { areaTranslate } from './area';

export const liveMessages = {
  'live.title': '电视直播',
  'live.count': '共 {n} 个频道',
  'live.search': '搜索频道',
  'live.searchPlaceholder': '频道名称或正在播出的节目',
  'live.groups': '频道分组',
  'live.allGroups': '全部',
  'live.favourites': '我的收藏',
  'live.noMatch': '没有找到相关频道',
  'live.loadError': '频道加载失败',
  'live.vip': 'VIP',
  'live.now': '正在播出：{title}',
  'live.next': '即将播出：{title}',

  'channel.guide': '节目单',
  'channel.days': '选择日期',
  'channel.today': '今天',
  'channel.tomorrow': '明天',
  'channel.onNow': '直播中',
  'channel.guideEmpty': '该日期暂无节目单',
  'channel.guideError': '节目单加载失败',
  'channel.about': '频道介绍',
  'channel.collect': '收藏',
  'channel.collected': '已收藏',
  'channel.share': '分享',
  'channel.shared': '链接已复制',
  'channel.notFound': '频道不存在',
  'channel.loadError': '频道加载失败',
  'channel.vipLocked': '该频道为VIP专享，开通VIP即可观看',
  'channel.offline': '频道暂时无法播放，请稍后再试',
  'channel.back': '返回频道列表',
  'channel.zapList': '频道列表',
  'channel.zapHint': '↑↓ 换台，数字键输入频道号',

  'history.liveTitle': '直播记录',
  'collect.liveTitle': '收藏的频道',
} as const;

export type LiveMessages = typeof liveMessages;
export type LiveMessageKey = keyof LiveMessages;

export const liveT = areaTranslate(liveMessages, {
  'zh-TW': () => import('./zh-TW/liveMessages'),
  en: () => import('./en/liveMessages'),
});
