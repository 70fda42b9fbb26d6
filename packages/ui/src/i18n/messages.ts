/**
 * The zh-CN message catalogue of what the first page load shows (header, nav, home) and of the
 * short texts many screens share, keyed by area. It travels in the first-load bundle, so a text
 * whose every user loads on demand lives in an area catalogue beside it (`area.ts`): the header's
 * lazy parts, search, category and placeholder pages, history and favourites, detail, player,
 * account, VIP and points. A key no code uses is deleted, not kept for later. Terms follow the spec's GLOSSARY.md so the site reads as one
 * product. Placeholders are written `{name}` and filled by `t(key, { name })`.
 */
export const messages = {
  // Brand and page chrome.
  'brand.name': '星河影视',
  'home.heading': '星河影视 · 推荐',
  'home.errorTitle': '首页没有加载出来',
  'home.errorDetail': '网络不稳定或服务繁忙，请稍后重试。',
  'common.backToTop': '返回顶部',
  'common.back': '返回',

  // Top navigation (SPEC section 2, in order) and its overflow menu.
  'nav.label': '主导航',
  'nav.recommend': '推荐',
  'nav.movie': '电影',
  'nav.drama': '电视剧',
  'nav.live': '直播',
  'nav.sports': '体育',
  'nav.variety': '综艺',
  'nav.animation': '动漫',
  'nav.children': '少儿',
  'nav.documentary': '纪录片',
  'nav.more': '更多',
  'nav.tabsLabel': '频道',

  // Content type labels (SPEC section 3).
  'type.movie': '电影',
  'type.drama': '电视剧',
  'type.variety': '综艺',
  'type.animation': '动漫',
  'type.live': '直播',
  'type.children': '少儿',
  'type.documentary': '纪录片',

  // Region names for the region codes of SPEC section 3.
  'region.cn': '大陆',
  'region.hk': '香港',
  'region.tw': '台湾',
  'region.us': '美国',
  'region.jp': '日本',
  'region.kr': '韩国',
  'region.gb': '英国',
  'region.th': '泰国',
  'region.sp': '西班牙',
  'region.ca': '加拿大',
  'region.fr': '法国',
  'region.in': '印度',
  'region.au': '澳大利亚',
  'region.others': '其他',

  // Loading, empty and error states.
  // Pages with nothing to show.

  'status.loading': '加载中…',
  'status.empty': '暂无内容',
  'status.error': '加载失败，点击重试',

  // Poster cards, rows and grids.
  'video.score': '评分',
  'video.unfavourite': '取消收藏',
  'row.more': '更多',
  'row.moreLabel': '更多{title}',
  'row.scrollPrev': '向左滚动{title}',
  'row.scrollNext': '向右滚动{title}',

  // Banner carousel.
  'carousel.label': '焦点推荐',
  'carousel.slideLabel': '第{index}张，共{total}张',
  'carousel.prev': '上一张',
  'carousel.next': '下一张',
  'carousel.goTo': '第{index}张：{title}',

  // Search (desktop box, phone page).

  // Filters and category pages.
  'sideIndex.label': '频道快速导航',

  // Account.
  'auth.login': '登录',
  'auth.welcome': '欢迎登录，享受更好的体验',

  // VIP status, perks and payment.
  'vip.join': '开通VIP',
  'vip.renew': '续费',
  'vip.activate': '立即开通',
  'vip.validUntil': 'VIP有效期至{date}',
  'vip.daysLeft': 'VIP剩余{n}天',
  'vip.expired': 'VIP已过期',
  'vip.perkBestLine': '蓝光线路',
  'vip.perkLiveChannels': '500+电视直播',
  'vip.perkDownload': '资源下载',
  'vip.perkAllSpeeds': '全部倍速',
  // The close button of every dialog.
  'dialog.close': '关闭',
  'vip.badge': 'VIP',
  'vip.cardLabel': 'VIP会员',
  'vip.greeting': '尊敬的VIP会员，您好',
  'vip.memberGreeting': '{email}，您好',
  'vip.joinPrompt': '开通VIP，尊享会员特权',
  'vip.perksHeading': 'VIP特权',

  // User menu.

  // Watch history and favourites pages.

  // The player and the episode list: see playerMessages.ts (loaded with the player pages).

  // Detail page.

  // Sharing.

  // Actor pages.

  // Live TV.

  // Sports.

  // Points and invites.
  'points.exchange': '兑换',
  'invite.link': '邀请链接',

  // App download.
} as const;

export type Messages = typeof messages;
export type MessageKey = keyof Messages;

/** A catalogue for another locale or a test: same keys, any strings. */
export type MessageCatalogue = { readonly [K in MessageKey]: string };
