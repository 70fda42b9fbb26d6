/**
 * The closed sets of values the contract names, each written once as a plain list. The schemas
 * build their unions from these lists (`literalUnion` in schemas/literal-union.ts), and the browser
 * takes the lists and their types through `@xinghe/contracts/client` without TypeBox.
 * The order of each list is the order a page shows it in.
 */

// The channels are a module of their own: the first-load script needs them (the nav), and a module
// it imports lands in it whole, with every list any lazy page uses.
export { VOD_TYPES, isVodType } from './vodTypes';
import type { VOD_TYPES } from './vodTypes';
export * from './labelLists';
import { OTHER_COMPETITION_URLS } from './labelLists';

/** A video id: letters and digits (see schemas/ids.ts); the site's routes take the same. */
export const VIDEO_ID_PATTERN = '^[A-Za-z0-9]{1,32}$';

/**
 * The real API names a channel by its Chinese name (`chName`, REAL-API.md K: 电影, 电视剧, 动漫,
 * 综艺; J: the home page is 首页). Our six channels' names as the nav shows them (GLOSSARY).
 */
export const VOD_CHANNEL_NAMES = {
  movie: '电影',
  drama: '电视剧',
  variety: '综艺',
  animation: '动漫',
  children: '少儿',
  documentary: '纪录片',
} as const satisfies Record<(typeof VOD_TYPES)[number], string>;

/** `chName` of the home page (J: GET /v3/web/api/home?chName=首页). */
export const HOME_CHANNEL_NAME = '首页';

/**
 * The year options of the filter (K): single years down to the start of this decade, then whole
 * decades. An option below this one stands for its decade (2010 is 2010-2019).
 */
export const FIRST_SINGLE_YEAR = 2020;

/** SPEC "Region-to-code map", in the order the 地区 filter row offers them. */
export const REGION_CODES = [
  'cn',
  'hk',
  'tw',
  'us',
  'jp',
  'kr',
  'gb',
  'th',
  'sp',
  'ca',
  'fr',
  'in',
  'au',
  'others',
] as const;

/**
 * The Chinese region names the real API filters by (`country`, REAL-API.md K) for each code of
 * the SPEC's region-to-code map (GLOSSARY). The codes stay the URL's area segment.
 */
export const REGION_NAMES = {
  cn: '大陆',
  hk: '香港',
  tw: '台湾',
  us: '美国',
  jp: '日本',
  kr: '韩国',
  gb: '英国',
  th: '泰国',
  sp: '西班牙',
  ca: '加拿大',
  fr: '法国',
  in: '印度',
  au: '澳大利亚',
  others: '其他',
} as const satisfies Record<(typeof REGION_CODES)[number], string>;
export type RegionName = (typeof REGION_NAMES)[keyof typeof REGION_NAMES];

/** The rows of a channel page's filter bar, in this order: 类型 地区 年份 排序. */
export const FILTER_KEYS = ['genre', 'region', 'year', 'sort'] as const;

/** 最新 (last updated), 最热 (popularity, the default), 评分 (score). */
export const FILTER_SORTS = ['latest', 'hottest', 'rating'] as const;

/** Every pay method, in the order the payment panel offers them. */
export const PAY_METHODS = ['alipay', 'wechat', 'paypal', 'card', 'cools'] as const;

/** The currency an order charges in: CNY (QR methods), USD (PayPal, card), USDT (cools). */
export const PAY_CURRENCIES = ['CNY', 'USD', 'USDT'] as const;

/** Where an order stands. */
export const PAY_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;

/** Why points were gained or spent (a history entry's kind). */
export const POINTS_KINDS = ['checkIn', 'watch', 'invite', 'exchange'] as const;

/** SPEC "Sports category slugs", in the order the 体育 page's tabs show them. */
export const SPORT_PROJECT_URLS = [
  'soccer',
  'events',
  'basketball',
  'volleyball',
  'boxing',
  'badminton',
  'table-tennis',
  'tennis',
  'others',
  'esports',
] as const;

/** SPEC "Hot sports tournament slugs", in the order the hot-tournament strip shows them. */
export const HOT_COMPETITION_URLS = [
  'euro2024',
  'nba',
  'premier-league',
  'la-liga',
  'serie-a',
  'french-open',
  'bundesliga',
  'wnba',
  'ufc-fight-night',
  'ligue1',
  'atp',
  'lpl',
  'csl',
  'cba',
  'fifa-women-world-cup',
  'ufc-ppv',
] as const;

/** Every tournament's slug (`SportCompetition.url`): the hot ones, then the others. */
export const COMPETITION_URLS = [...HOT_COMPETITION_URLS, ...OTHER_COMPETITION_URLS] as const;

/** Where a match stands: not started, on now, over. */
export const MATCH_STATUSES = ['upcoming', 'live', 'finished'] as const;

/** What a sports slug names: a category (project) or a tournament (competition). */
export const SPORT_SLUG_KINDS = ['project', 'competition'] as const;
/**
 * The live channel groups, in the order /live shows them: 央视 卫视 地方 港澳台 体育 新闻 少儿 电影
 * 国际 (their names come with the channel list).
 */
export const LIVE_GROUPS = [
  'cctv',
  'satellite',
  'local',
  'gat',
  'sports',
  'news',
  'kids',
  'movie',
  'intl',
] as const;

/**
 * A live channel's slug, its id (REAL-API.md N: /live/cctv1): lowercase letters, digits and
 * hyphens (see schemas/live.ts); the site's /live/{slug} route takes the same.
 */
export const CHANNEL_SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';

/** The fixed query parameters of every getPlayUrl call (SPEC 7 lists them as fixed, not which). */
export const LIVE_PLAY_URL_FIXED = { from: 'web', format: 'm3u8' } as const;
/**
 * What a user source is: `hls` one HLS playlist (.m3u8), a single title; `list` an M3U list
 * (#EXTINF entries with tvg-logo and group-title: IPTV channels, or titles); `maccms` a 苹果CMS v10
 * JSON API (`?ac=videolist&wd=` searches it, `&ids=` reads a title, vod_play_url in
 * `name$url#name$url` form with play sources joined by `$$$`).
 */
export const SOURCE_TYPES = ['hls', 'list', 'maccms'] as const;

/** How fetching a user source went: answered, no answer within its time, or not a source. */
export const SOURCE_FETCH_STATES = ['ok', 'timeout', 'unusable'] as const;

/** An item's id within a user source: a MacCMS vod_id, or an entry's place in an M3U list. */
export const SOURCE_ITEM_ID_PATTERN = '^[A-Za-z0-9_-]{1,40}$';

/**
 * Why a source URL is refused before anything is fetched (see `sourceUrl.ts`): not a URL, a
 * scheme other than http/https, user:password in it, a port other than 80/443, too long.
 */
export const SOURCE_URL_PROBLEMS = ['invalid', 'scheme', 'credentials', 'port', 'tooLong'] as const;
/** What a credit names a person as (CastMember.role, ActorInfo.role, ActorWork.role). */
export const PersonRole = { actor: '演员', director: '导演' } as const;

/**
 * The languages of the interface: 简体中文 (the default and the catalogues' source), 繁體中文 with
 * Taiwan wording, and English. The API's content stays as it is sent (see the ui's i18n/locale.ts).
 */
export const LOCALES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** How a 弹幕 moves: across the picture right to left, or fixed at the top or the bottom. */
export const DANMAKU_MODES = ['scroll', 'top', 'bottom'] as const;

/**
 * The colours a 弹幕 may have, in the order the posting box offers them. White is everyone's;
 * the others are a VIP perk (the mock refuses them from other viewers with code 402).
 */
export const DANMAKU_COLORS = [
  '#ffffff',
  '#fe0302',
  '#ff7204',
  '#ffd302',
  '#00cd00',
  '#00a2ff',
  '#cc0273',
] as const;

/** Why a viewer reports a 弹幕, in the order the report menu lists them. */
export const DANMAKU_REPORT_REASONS = ['abuse', 'spoiler', 'ads', 'other'] as const;

/** What a suggestion while typing names: a title, a person (actor or director), a live channel. */
export const SUGGESTION_KINDS = ['title', 'person', 'live'] as const;
