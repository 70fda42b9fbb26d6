/**
 * The zh-CN message catalogue of what the first page load shows (header, nav, home, browsing) and of
 * the short texts many screens share, keyed by area. It travels in the first-load bundle, so the
 * texts of screens and dialogs that load on demand live in area catalogues beside it (`area.ts`:
 * player, account, VIP and points). Terms follow the spec's GLOSSARY.md so the site reads as one
 * product. Placeholders are written `{name}` and filled by `t(key, { name })`.
 */
export const messages = {
  // Brand and page chrome.
  'brand.name': '星河影视',
  'brand.homeLink': '星河影视首页',
  'home.heading': '星河影视 · 推荐',
  'common.backToTop': '返回顶部',
  'common.privacy': '隐私政策',
  'common.communityGroup': '官方交流群',

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
  'nav.moreMenuLabel': '更多频道',

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
  'page.comingSoon': '页面建设中',
  'page.comingSoonHint': '这个页面正在建设中，先去首页看看吧。',
  'page.notFound': '页面不存在',
  'page.notFoundHint': '您访问的页面不存在或已被移除。',
  'page.backHome': '返回首页',

  'status.loading': '加载中…',
  'status.empty': '暂无内容',
  'status.error': '加载失败，点击重试',
  'error.network': '网络请求错误',

  // Poster cards, rows and grids.
  'video.score': '评分',
  'video.scoreValue': '评分 {score}',
  'video.favourite': '收藏',
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
  'search.placeholder': '搜索片名',
  'search.submit': '搜索',
  'search.history': '搜索历史',
  'search.hot': '热门搜索',
  'search.changeBatch': '换一批',
  'search.delete': '删除',
  'search.liveLabel': '直播',
  'search.inputLabel': '搜索关键词',
  'search.suggestions': '搜索历史和热门搜索',
  'search.clearHistory': '删除搜索历史',
  'search.changeBatchLabel': '换一批热门搜索',
  'search.liveEntry': '直播：{name}',
  'search.open': '打开搜索',
  'search.close': '关闭搜索',
  'search.cancel': '取消',
  'search.back': '返回',
  'search.resultsHeading': '“{word}”的搜索结果',
  'search.resultsCount': '找到{n}部相关影视',
  'search.sectionVideos': '影视',
  'search.sectionActors': '演员',
  'search.sectionLives': '直播',
  'search.empty': '没有找到与“{word}”相关的内容',
  'search.emptyHint': '换个关键词试试，或看看大家都在搜什么',
  'search.actorWorks': '{n}部作品',
  'search.noMore': '没有更多结果了',

  // Filters and category pages.
  'filter.label': '筛选条件',
  'filter.loadFailed': '筛选条件加载失败，点击重试',
  'category.count': '共{n}部',
  'category.loadingMore': '正在加载更多…',
  'category.noMore': '已经到底了',
  'sideIndex.label': '频道快速导航',

  // Account.
  'auth.login': '登录',
  'auth.register': '注册',
  'auth.logout': '退出登录',
  'auth.logoutConfirm': '确定要退出登录吗？',
  'auth.email': '邮箱',
  'auth.password': '密码',
  'auth.code': '验证码',
  'auth.sendCode': '获取验证码',
  'auth.resendIn': '{n}秒后重新获取',
  'auth.forgotPassword': '忘记密码',
  'auth.changePassword': '修改密码',
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
  'vip.package': '套餐',
  'vip.pay': '立即支付',
  'vip.paySucceeded': '支付成功',
  // The VIP dialog's headline per reason (a locked line, quality, speed, download, channel).
  'vipPrompt.title': '开通VIP，畅享全部特权',
  'vipPrompt.line': '蓝光线路为VIP专享',
  'vipPrompt.quality': '该清晰度为VIP专享',
  'vipPrompt.speed': '该倍速为VIP专享',
  'vipPrompt.download': '资源下载为VIP专享',
  'vipPrompt.live': '该频道为VIP专享',
  'vipPrompt.perks': 'VIP特权',
  'vipPrompt.close': '关闭',
  'vip.badge': 'VIP',
  'vip.cardLabel': 'VIP会员',
  'vip.greeting': '尊敬的VIP会员，您好',
  'vip.memberGreeting': '{email}，您好',
  'vip.joinPrompt': '开通VIP，尊享会员特权',
  'vip.perksHeading': 'VIP特权',

  // User menu.
  'user.history': '观看历史',
  'user.favourites': '我的收藏',
  'user.center': '个人中心',
  'user.points': '我的积分',
  'user.invite': '邀请好友',

  // Watch history and favourites pages (issue 4).
  'history.recent': '最近一周',
  'history.older': '更早',
  'history.progressEpisode': '观看至第{ep}集 {time}',
  'history.progress': '观看至{time}',
  'history.progressLabel': '已观看{percent}%',
  'history.remove': '删除',
  'history.removeLabel': '删除“{title}”的观看记录',
  'history.empty': '暂无观看历史，去首页看看吧',
  'history.loginPrompt': '登录后可同步并查看全部观看历史',
  'collect.empty': '暂无收藏，看到喜欢的影片点收藏吧',
  'collect.loginPrompt': '登录后查看我的收藏',
  'collect.removeLabel': '取消收藏“{title}”',
  'collect.loadMore': '加载更多',
  'collect.loadingMore': '正在加载…',
  'collect.count': '共{n}部',
  'user.menuLabel': '我的账户',
  'user.accountOf': '账户：{email}',

  // The player and the episode list: see playerMessages.ts (loaded with the player pages).

  // Detail page.
  'detail.expand': '展开',
  'detail.collapse': '收起',
  'detail.description': '简介',
  'detail.cast': '演职人员',
  'detail.character': '饰 {name}',
  'detail.recommendations': '猜你喜欢',
  'detail.lines': '播放线路',
  'detail.resumeEpisode': '第{ep}集 {time}',
  'detail.playFirst': '立即播放',
  'detail.lineChosen': '已选',

  // Sharing.
  'share.share': '分享',
  'share.linkCopied': '链接已复制',

  // Actor pages.
  'person.actors': '演员',
  'person.director': '导演',
  'person.filmography': '作品',

  // Live TV.
  'live.guide': '节目单',
  'live.now': '正在播放',
  'live.next': '即将播放',

  // Sports.
  'sports.match': '比赛',
  'sports.liveNow': '直播中',
  'sports.upcoming': '未开始',
  'sports.finished': '已结束',
  'sports.follow': '关注',
  'sports.unfollow': '取消关注',

  // Points and invites.
  'points.points': '积分',
  'points.checkIn': '签到',
  'points.exchange': '兑换',
  'invite.friends': '邀请好友',
  'invite.link': '邀请链接',

  // App download.
  'download.app': '下载APP',
  'download.tv': '电视版',
  'download.phone': '手机版',
  'download.scanHint': '扫码下载，随时随地看',
  'download.qrLabel': '{name}下载二维码',
  'community.scanHint': '扫码加入，获取最新资讯',
  'community.qrLabel': '官方交流群二维码',
  'community.open': '打开交流群链接',
} as const;

export type Messages = typeof messages;
export type MessageKey = keyof Messages;

/** A catalogue for another locale or a test: same keys, any strings. */
export type MessageCatalogue = { readonly [K in MessageKey]: string };
