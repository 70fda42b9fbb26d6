/**
 * Texts of the home page's extras (继续观看, 热播榜, the footer). They load with those parts, after
 * the home page's first paint, not with the first-load bundle (see `area.ts`).
 */
import { areaTranslate } from './area';

export const homeMessages = {
  'continue.title': '继续观看',
  'continue.episode': '看到第{ep}集 {time}',
  'continue.time': '看到{time}',
  'continue.all': '观看历史',
  'continue.allLabel': '查看全部观看历史',

  'ranking.title': '热播榜',
  'ranking.tabs': '热播榜频道',
  'ranking.position': '第{n}名',
  'ranking.score': '{score}分',

  'footer.label': '网站信息',
  'footer.about': '关于我们',
  'footer.aboutTitle': '关于星河影视',
  'footer.aboutText':
    '星河影视提供电影、电视剧、综艺、动漫、少儿与纪录片在线观看，500+电视直播与体育赛事直播。开通VIP享蓝光线路、资源下载与全部倍速。',
  'footer.privacy': '隐私政策',
  'footer.download': 'APP下载',
  'footer.community': '官方交流群',
  'footer.copyright': '© {year} 星河影视 版权所有',
  'footer.notice': '本站内容均为演示数据，仅供体验',
} as const;

export const homeT = areaTranslate(homeMessages, {
  'zh-TW': () => import('./zh-TW/homeMessages'),
  en: () => import('./en/homeMessages'),
});
