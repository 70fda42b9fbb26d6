/** 繁體中文 (Taiwan wording) of ../downloadMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { downloadMessages } from '../downloadMessages';

const messages: AreaTranslation<typeof downloadMessages> = {
  'download.title': '下載星河影視APP',
  'download.phoneTab': '手機版',
  'download.tvTab': '電視版',
  'download.tabsLabel': '選擇版本',
  'download.phoneHeadline': '星河影視手機版',
  'download.phoneTagline': '隨時隨地追劇，離線快取，通勤路上也能看',
  'download.tvHeadline': '星河影視電視版',
  'download.tvTagline': '大屏觀影，500+電視直播，遙控器輕鬆操作',
  'download.phoneFeature1': '熱門影視劇同步更新',
  'download.phoneFeature2': '觀看記錄與收藏多端同步',
  'download.phoneFeature3': 'VIP藍光線路與全部倍速',
  'download.tvFeature1': '支援安卓電視與電視盒',
  'download.tvFeature2': '500+電視直播頻道',
  'download.tvFeature3': '手機掃碼登入，無需遙控輸入',
  'download.button': '立即下載',
  'download.scan': '掃碼下載',
  'download.qrLabel': '{name}下載QR Code',
  'download.version': '版本 {version} · {size}',
  'download.stepsTitle': '安裝說明',
  'download.phoneStep1': '用手機瀏覽器掃碼或點選「立即下載」',
  'download.phoneStep2': '下載完成後開啟安裝包，按提示允許安裝',
  'download.phoneStep3': '開啟APP，用星河影視帳號登入',
  'download.tvStep1': '在電視或電視盒上開啟瀏覽器輸入下載網址，或用隨身碟複製安裝包',
  'download.tvStep2': '在設定中允許安裝未知來源應用後完成安裝',
  'download.tvStep3': '開啟APP，用手機掃描螢幕上的QR Code登入',
  'download.community': '加入官方社群',
  'download.communityHint': '獲取更新通知、反饋問題與片單推薦',
  'download.dialogTitle': '下載APP',
  'side.label': '快捷工具',
  'side.download': '下載APP',
  'side.community': '官方社群',
  'side.chat': '線上客服',
  'side.hide': '收起',
  'side.show': '展開快捷工具',
};

export default messages;
