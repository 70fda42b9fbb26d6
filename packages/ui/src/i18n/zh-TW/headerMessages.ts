/** 繁體中文 (Taiwan wording) of ../headerMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { headerMessages } from '../headerMessages';

const messages: AreaTranslation<typeof headerMessages> = {
  'brand.homeLink': '星河影視首頁',
  'common.communityGroup': '官方社群',
  'auth.logout': '退出登入',
  'user.history': '觀看歷史',
  'user.favourites': '我的收藏',
  'user.center': '個人中心',
  'user.points': '我的積分',
  'user.sports': '關注的比賽',
  'user.invite': '邀請好友',
  'user.sources': '我的片源',
  'user.menuLabel': '我的帳戶',
  'user.accountOf': '帳戶：{email}',
  'download.app': '下載APP',
  'download.tv': '電視版',
  'download.phone': '手機版',
  'download.scanHint': '掃碼下載，隨時隨地看',
  'download.qrLabel': '{name}下載QR Code',
  'community.scanHint': '掃碼加入，獲取最新資訊',
  'community.qrLabel': '官方社群QR Code',
  'language.label': '語言',
  'language.zh-CN': '简体中文',
  'language.zh-TW': '繁體中文',
  'language.en': 'English',
};

export default messages;
