/** 繁體中文 (Taiwan wording) of ../homeMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { homeMessages } from '../homeMessages';

const messages: AreaTranslation<typeof homeMessages> = {
  'continue.title': '繼續觀看',
  'continue.episode': '看到第{ep}集 {time}',
  'continue.time': '看到{time}',
  'continue.all': '觀看歷史',
  'continue.allLabel': '檢視全部觀看歷史',
  'ranking.title': '熱播榜',
  'ranking.tabs': '熱播榜頻道',
  'ranking.position': '第{n}名',
  'ranking.score': '{score}分',
  'footer.label': '網站資訊',
  'footer.about': '關於我們',
  'footer.aboutTitle': '關於星河影視',
  'footer.aboutText':
    '星河影視提供電影、電視劇、綜藝、動漫、兒童與紀錄片線上觀看，500+電視直播與體育賽事直播。開通VIP享藍光線路、資源下載與全部倍速。',
  'footer.privacy': '隱私政策',
  'footer.download': 'APP下載',
  'footer.community': '官方社群',
  'footer.copyright': '© {year} 星河影視 版權所有',
  'footer.notice': '本站內容均為演示資料，僅供體驗',
};

export default messages;
