/** 繁體中文 (Taiwan wording) of ../liveMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { liveMessages } from '../liveMessages';

const messages: AreaTranslation<typeof liveMessages> = {
  'live.title': '電視直播',
  'live.count': '共 {n} 個頻道',
  'live.search': '搜尋頻道',
  'live.searchPlaceholder': '頻道名稱或正在播出的節目',
  'live.groups': '頻道分組',
  'live.allGroups': '全部',
  'live.favourites': '我的收藏',
  'live.noMatch': '沒有找到相關頻道',
  'live.loadError': '頻道載入失敗',
  'live.vip': 'VIP',
  'live.now': '正在播出：{title}',
  'live.next': '即將播出：{title}',
  'channel.guide': '節目單',
  'channel.days': '選擇日期',
  'channel.today': '今天',
  'channel.tomorrow': '明天',
  'channel.onNow': '直播中',
  'channel.guideEmpty': '該日期暫無節目單',
  'channel.guideError': '節目單載入失敗',
  'channel.about': '頻道介紹',
  'channel.collect': '收藏',
  'channel.collected': '已收藏',
  'channel.share': '分享',
  'channel.shared': '連結已複製',
  'channel.notFound': '頻道不存在',
  'channel.loadError': '頻道載入失敗',
  'channel.vipLocked': '該頻道為VIP專享，開通VIP即可觀看',
  'channel.offline': '頻道暫時無法播放，請稍後再試',
  'channel.back': '返回頻道列表',
  'channel.zapList': '頻道列表',
  'channel.zapHint': '↑↓ 轉台，數字鍵輸入頻道號',
  'history.liveTitle': '直播記錄',
  'collect.liveTitle': '收藏的頻道',
};

export default messages;
