/**
 * Texts of the header's lazily loaded parts: the account menu, the app-download and community cards
 * and the phone header (`SiteHeader` loads them after the first paint, see `area.ts`). The header
 * the entry renders itself (brand, nav) keeps its texts in `messages.ts`. The history and
 * favourites screens use the menu's names for their headings.
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const headerMessages = {
  // Phone header and community card.
  'brand.homeLink': '星河影视首页',
  'common.communityGroup': '官方交流群',

  // Account menu.
  'auth.logout': '退出登录',
  'user.history': '观看历史',
  'user.favourites': '我的收藏',
  'user.center': '个人中心',
  'user.points': '我的积分',
  'user.sports': '关注的比赛',
  'user.invite': '邀请好友',
  'user.sources': '我的片源',
  'user.menuLabel': '我的账户',
  'user.accountOf': '账户：{email}',

  // App download and community cards.
  'download.app': '下载APP',
  'download.tv': '电视版',
  'download.phone': '手机版',
  'download.scanHint': '扫码下载，随时随地看',
  'download.qrLabel': '{name}下载二维码',
  'community.scanHint': '扫码加入，获取最新资讯',
  'community.qrLabel': '官方交流群二维码',
  // The language switcher: each language named in itself, the same in every catalogue.
  'language.label': '语言',
  'language.zh-CN': '简体中文',
  'language.zh-TW': '繁體中文',
  'language.en': 'English',
} as const;

export type HeaderMessageKey = keyof typeof headerMessages;
/** The keys without placeholders, for tables of keys passed to `headerT(key)` as they are. */
export type PlainHeaderKey = PlainAreaKey<typeof headerMessages>;

export const headerT = areaTranslate(headerMessages, {
  'zh-TW': () => import('./zh-TW/headerMessages'),
  en: () => import('./en/headerMessages'),
});
