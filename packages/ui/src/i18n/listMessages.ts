/**
 * The closed lists' names: genres, card badges, picture qualities, play lines, live groups, sports
 * categories and tournaments, match stages, VIP packages and people's roles, each keyed by the code
 * the API sends beside its Chinese text (`genreKeys`, `badge`, `level`, `key`, `url`, `stage`,
 * `plan`, `roleKey`, `genderKey`). A zh-CN page shows the API's own text; these name the values
 * for zh-TW and English (zh-CN here is the source the translations are made from). The types below
 * ask for every value of each list, so a list that gains a value fails the type check until it is
 * named here, and `listMessages.test.ts` checks the translations against the contract's lists.
 * Loaded with the pages that show them; the first-load cards read them through `useListTexts`.
 */
import type {
  BadgeKind,
  COMPETITION_URLS,
  GenreKey,
  LiveGroupKey,
  MatchStage,
  PersonGender,
  PersonRoleKey,
  QualityLevel,
  SportProjectUrl,
  VipPlan,
  VodType,
  LIVE_LINE_KEYS,
  VOD_LINE_KEYS,
} from '@xinghe/contracts/client';
import { areaTranslate } from './area';

type Named<Prefix extends string, Code extends string> = Record<`${Prefix}.${Code}`, string>;
type CompetitionUrl = (typeof COMPETITION_URLS)[number];
type LineKey = (typeof VOD_LINE_KEYS)[number] | (typeof LIVE_LINE_KEYS)[number];

const genres = {
  'genre.juqing': '剧情',
  'genre.xiju': '喜剧',
  'genre.dongzuo': '动作',
  'genre.aiqing': '爱情',
  'genre.kehuan': '科幻',
  'genre.xuanyi': '悬疑',
  'genre.fanzui': '犯罪',
  'genre.zhanzheng': '战争',
  'genre.kongbu': '恐怖',
  'genre.qihuan': '奇幻',
  'genre.guzhuang': '古装',
  'genre.dushi': '都市',
  'genre.jiating': '家庭',
  'genre.wuxia': '武侠',
  'genre.diezhan': '谍战',
  'genre.lishi': '历史',
  'genre.qingchun': '青春',
  'genre.xingzhen': '刑侦',
  'genre.zhenrenxiu': '真人秀',
  'genre.tuokouxiu': '脱口秀',
  'genre.yinyue': '音乐',
  'genre.xuanxiu': '选秀',
  'genre.meishi': '美食',
  'genre.lvxing': '旅行',
  'genre.fangtan': '访谈',
  'genre.rexue': '热血',
  'genre.xuanhuan': '玄幻',
  'genre.gaoxiao': '搞笑',
  'genre.maoxian': '冒险',
  'genre.lianai': '恋爱',
  'genre.jizhan': '机战',
  'genre.richang': '日常',
  'genre.yizhi': '益智',
  'genre.erge': '儿歌',
  'genre.kepu': '科普',
  'genre.tonghua': '童话',
  'genre.ziran': '自然',
  'genre.renwen': '人文',
  'genre.keji': '科技',
  'genre.junshi': '军事',
  'genre.shehui': '社会',
} as const satisfies Named<'genre', GenreKey>;

/** The home page's row of a channel. */
const hotRows = {
  'hotRow.movie': '热播电影',
  'hotRow.drama': '热播电视剧',
  'hotRow.variety': '热播综艺',
  'hotRow.animation': '热播动漫',
  'hotRow.children': '热播少儿',
  'hotRow.documentary': '热播纪录片',
} as const satisfies Named<'hotRow', VodType>;

/** A channel page's row of a genre: 动作片, 古装剧, 自然纪录片. */
const genreRows = {
  'genreRow.movie': '{genre}片',
  'genreRow.drama': '{genre}剧',
  'genreRow.variety': '{genre}综艺',
  'genreRow.animation': '{genre}动漫',
  'genreRow.children': '{genre}动画',
  'genreRow.documentary': '{genre}纪录片',
} as const satisfies Named<'genreRow', VodType>;

const badges = {
  'badge.updating': '更新至{n}集',
  'badge.updatingIssues': '更新至{n}期',
  'badge.complete': '全{n}集',
  'badge.completeIssues': '全{n}期',
  'badge.bluray': '蓝光',
  'badge.hd': 'HD',
  'badge.sd': '标清',
} as const satisfies Named<'badge', BadgeKind>;

const qualities = {
  'quality.bluray': '蓝光',
  'quality.fhd': '超清',
  'quality.hd': '高清',
  'quality.sd': '标清',
} as const satisfies Named<'quality', QualityLevel>;

const lines = {
  'line.official': '官方线路',
  'line.bluray': '蓝光线路',
  'line.third1': '线路二',
  'line.third2': '线路三',
  'line.line1': '主线路',
  'line.line2': '备用线路一',
  'line.line3': '备用线路二',
} as const satisfies Named<'line', LineKey>;

const liveGroups = {
  'liveGroup.cctv': '央视',
  'liveGroup.satellite': '卫视',
  'liveGroup.local': '地方',
  'liveGroup.gat': '港澳台',
  'liveGroup.sports': '体育',
  'liveGroup.news': '新闻',
  'liveGroup.kids': '少儿',
  'liveGroup.movie': '电影',
  'liveGroup.intl': '国际',
} as const satisfies Named<'liveGroup', LiveGroupKey>;

const sports = {
  'sport.soccer': '足球',
  'sport.events': '综合赛事',
  'sport.basketball': '篮球',
  'sport.volleyball': '排球',
  'sport.boxing': '格斗',
  'sport.badminton': '羽毛球',
  'sport.table-tennis': '乒乓球',
  'sport.tennis': '网球',
  'sport.others': '其他',
  'sport.esports': '电竞',
} as const satisfies Named<'sport', SportProjectUrl>;

/** A tournament's short name, for chips and match rows. */
const competitions = {
  'competition.euro2024': '欧洲杯',
  'competition.nba': 'NBA',
  'competition.premier-league': '英超',
  'competition.la-liga': '西甲',
  'competition.serie-a': '意甲',
  'competition.french-open': '法网',
  'competition.bundesliga': '德甲',
  'competition.wnba': 'WNBA',
  'competition.ufc-fight-night': '格斗之夜',
  'competition.ligue1': '法甲',
  'competition.atp': 'ATP',
  'competition.lpl': 'LPL',
  'competition.csl': '中超',
  'competition.cba': 'CBA',
  'competition.fifa-women-world-cup': '女足世界杯',
  'competition.ufc-ppv': 'UFC付费赛',
  'competition.city-games': '城运会',
  'competition.cvl': '排超',
  'competition.vnl': '女排联赛',
  'competition.bwf-tour': '羽联巡回赛',
  'competition.wtt': 'WTT',
  'competition.snooker': '斯诺克',
  'competition.kpl': 'KPL',
} as const satisfies Named<'competition', CompetitionUrl>;

const stages = {
  'stage.first': '首轮',
  'stage.second': '第二轮',
  'stage.last16': '十六强',
  'stage.quarter': '八强',
  'stage.semi': '半决赛',
  'stage.final': '决赛',
} as const satisfies Named<'stage', MatchStage>;

/** VIP packages: a name, and a line under it that reads the price per day (`perDay`). */
const plans = {
  'plan.week': '周卡',
  'plan.month': '月卡',
  'plan.quarter': '季卡',
  'plan.year': '年卡',
} as const satisfies Named<'plan', VipPlan>;
const planLines = {
  'planDesc.week': '先体验一周',
  'planDesc.month': '每天{perDay}，畅看全站',
  'planDesc.quarter': '低至{perDay}/天',
  'planDesc.year': '低至{perDay}/天，最划算',
} as const satisfies Named<'planDesc', VipPlan>;

const people = {
  'role.actor': '演员',
  'role.director': '导演',
  'gender.male': '男',
  'gender.female': '女',
} as const satisfies Named<'role', PersonRoleKey> & Named<'gender', PersonGender>;

export const listMessages = {
  ...genres,
  ...hotRows,
  ...genreRows,
  ...badges,
  ...qualities,
  ...lines,
  ...liveGroups,
  ...sports,
  'sport.title': '{sport}直播',
  ...competitions,
  ...stages,
  'round.n': '第{n}轮',
  ...plans,
  ...planLines,
  ...people,
} as const;

export const listT = areaTranslate(listMessages, {
  'zh-TW': () => import('./zh-TW/listMessages'),
  en: () => import('./en/listMessages'),
});
