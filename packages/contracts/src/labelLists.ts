/**
 * Closed lists whose values the API shows as Chinese text: each entry pairs the code a reply
 * carries beside the text (our additions: `genreKeys`, `plan`, `roleKey`, `genderKey`, `stage`)
 * with the text as the real API writes it. literals.ts re-exports them; the site's catalogues
 * translate every code (ui/src/i18n/listMessages.ts, checked by its test).
 */

/**
 * The genres the catalogue browses by (the filter's `label` and a card's `genres`), each by its
 * URL slug (the pinyin of its name, as the filter's options carry it).
 */
export const GENRES = {
  juqing: '剧情',
  xiju: '喜剧',
  dongzuo: '动作',
  aiqing: '爱情',
  kehuan: '科幻',
  xuanyi: '悬疑',
  fanzui: '犯罪',
  zhanzheng: '战争',
  kongbu: '恐怖',
  qihuan: '奇幻',
  guzhuang: '古装',
  dushi: '都市',
  jiating: '家庭',
  wuxia: '武侠',
  diezhan: '谍战',
  lishi: '历史',
  qingchun: '青春',
  xingzhen: '刑侦',
  zhenrenxiu: '真人秀',
  tuokouxiu: '脱口秀',
  yinyue: '音乐',
  xuanxiu: '选秀',
  meishi: '美食',
  lvxing: '旅行',
  fangtan: '访谈',
  rexue: '热血',
  xuanhuan: '玄幻',
  gaoxiao: '搞笑',
  maoxian: '冒险',
  lianai: '恋爱',
  jizhan: '机战',
  richang: '日常',
  yizhi: '益智',
  erge: '儿歌',
  kepu: '科普',
  tonghua: '童话',
  ziran: '自然',
  renwen: '人文',
  keji: '科技',
  junshi: '军事',
  shehui: '社会',
} as const;
export type GenreName = (typeof GENRES)[keyof typeof GENRES];

/** The VIP packages on sale (`Product.plan`), by the length they add, and their names. */
export const VIP_PLANS = { week: '周卡', month: '月卡', quarter: '季卡', year: '年卡' } as const;
export type VipPlan = keyof typeof VIP_PLANS;

/** A person's gender as the real API writes it (`ActorInfo.gender`), by code (`genderKey`). */
export const PERSON_GENDERS = { male: '男', female: '女' } as const;
export type PersonGender = keyof typeof PERSON_GENDERS;

/**
 * The named stages of a knock-out tournament (`SportMatch.stage`); a league's rounds are numbered
 * instead (`roundNo`, 第12轮).
 */
export const MATCH_STAGES = {
  first: '首轮',
  second: '第二轮',
  last16: '十六强',
  quarter: '八强',
  semi: '半决赛',
  final: '决赛',
} as const;
export type MatchStage = keyof typeof MATCH_STAGES;

/** The tournaments besides the sixteen hot ones of the spec (literals.ts: COMPETITION_URLS). */
export const OTHER_COMPETITION_URLS = [
  'city-games',
  'cvl',
  'vnl',
  'bwf-tour',
  'wtt',
  'snooker',
  'kpl',
] as const;

/** The keys of the play lines of titles (official, VIP Blu-ray, third-party) and of live channels. */
export const VOD_LINE_KEYS = ['official', 'bluray', 'third1', 'third2'] as const;
export const LIVE_LINE_KEYS = ['line1', 'line2', 'line3'] as const;

/** A picture quality's level (`QualityInfo.level`) and its name as the real API writes it. */
export const QUALITY_LEVELS = { bluray: '蓝光', fhd: '超清', hd: '高清', sd: '标清' } as const;
export type QualityLevel = keyof typeof QUALITY_LEVELS;

/**
 * What a card's badge (`countStr`) says, by code (`badge.kind`, our addition): episodes so far
 * (更新至12集; 期 for variety) or in all (全24集), or the picture (蓝光, HD, 标清).
 */
export const BADGE_KINDS = [
  'updating',
  'updatingIssues',
  'complete',
  'completeIssues',
  'bluray',
  'hd',
  'sd',
] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];
