/**
 * The sports catalogue: the ten categories of the spec and the tournaments under them (the sixteen
 * hot ones of the spec, then a few more so every category has matches). Fixed data, not seeded:
 * slugs and ids are what links, follows and the url map rely on, so they never move.
 * Logos are generated (`sportLogoSvg`); team names are invented (`teams.ts`).
 */
import type { SportProjectUrl } from '@xinghe/contracts';
import { SPORT_PROJECT_URLS } from '@xinghe/contracts';

export interface ProjectDef {
  id: number;
  url: SportProjectUrl;
  name: string;
  title: string;
  desc: string;
}

/** How a match's score is counted: goals, points, or games of a best-of-n. */
export type ScoreModel =
  | { kind: 'goals'; max: number }
  | { kind: 'points'; min: number; max: number }
  | { kind: 'bestOf'; n: number };

export interface CompetitionDef {
  id: number;
  url: string;
  name: string;
  shortName: string;
  project: SportProjectUrl;
  hot: boolean;
  desc: string;
  /** Clubs and national sides, or individual players. */
  sides: 'teams' | 'players';
  score: ScoreModel;
  /** Length of a match in minutes, kick-off to final whistle; 70 or more, so that an hour's
   * kick-off is still live when the next hour's starts (a steady live match for the pact). */
  minutes: number;
}

const PROJECT_TEXTS: Record<SportProjectUrl, [name: string, title: string, desc: string]> = {
  soccer: ['足球', '足球直播', '五大联赛、洲际杯赛与中超，比赛直播、比分与赛程一站看全。'],
  events: ['综合赛事', '综合赛事直播', '全国性与洲际综合运动会，多项目同场竞技，精彩不断。'],
  basketball: ['篮球', '篮球直播', 'NBA、WNBA与CBA，每一场对决的实时比分与高清直播。'],
  volleyball: ['排球', '排球直播', '国内联赛与国际女排联赛，扣杀、拦网与逆转的每一分。'],
  boxing: ['格斗', '格斗直播', 'UFC格斗之夜与付费大赛，笼中对决与冠军争夺战。'],
  badminton: ['羽毛球', '羽毛球直播', '世界羽联巡回赛各站，单打双打高手云集。'],
  'table-tennis': ['乒乓球', '乒乓球直播', 'WTT各站赛事，国球高手同台竞技。'],
  tennis: ['网球', '网球直播', '大满贯与ATP巡回赛，红土、硬地与草地上的巅峰对决。'],
  others: ['其他', '其他赛事直播', '斯诺克等更多赛事，一杆清台的精彩瞬间。'],
  esports: ['电竞', '电竞直播', 'LPL与KPL职业联赛，顶级战队的巅峰对抗。'],
};

export const PROJECTS: readonly ProjectDef[] = SPORT_PROJECT_URLS.map((url, i) => {
  const [name, title, desc] = PROJECT_TEXTS[url];
  return { id: i + 1, url, name, title, desc };
});

const goals = { kind: 'goals', max: 4 } as const;
const basket = { kind: 'points', min: 78, max: 128 } as const;

export const COMPETITIONS: readonly CompetitionDef[] = [
  c(
    101,
    'euro2024',
    '欧洲足球锦标赛',
    '欧洲杯',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '四年一届的欧洲国家队最高赛事，二十四支球队角逐德劳内杯，淘汰赛阶段场场都是生死战。',
  ),
  c(
    102,
    'nba',
    '美国职业篮球联赛',
    'NBA',
    'basketball',
    true,
    'teams',
    basket,
    150,
    '世界最高水平的职业篮球联赛，常规赛八十二场之后，十六支球队进入季后赛争夺总冠军。',
  ),
  c(
    103,
    'premier-league',
    '英格兰足球超级联赛',
    '英超',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '节奏最快、竞争最激烈的足球联赛之一，二十支球队主客场双循环，争冠与保级同样精彩。',
  ),
  c(
    104,
    'la-liga',
    '西班牙足球甲级联赛',
    '西甲',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '以技术流著称的顶级联赛，传控与反击的较量贯穿整个赛季。',
  ),
  c(
    105,
    'serie-a',
    '意大利足球甲级联赛',
    '意甲',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '战术大师云集的联赛，严密的防守体系与精妙的进攻组织并存。',
  ),
  c(
    106,
    'french-open',
    '法国网球公开赛',
    '法网',
    'tennis',
    true,
    'players',
    { kind: 'bestOf', n: 5 },
    180,
    '每年春末在红土场地举行的大满贯赛事，慢速场地考验球员的耐力与意志。',
  ),
  c(
    107,
    'bundesliga',
    '德国足球甲级联赛',
    '德甲',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '场均进球最多的顶级联赛之一，主场氛围热烈，青年才俊层出不穷。',
  ),
  c(
    108,
    'wnba',
    '美国女子职业篮球联赛',
    'WNBA',
    'basketball',
    true,
    'teams',
    { kind: 'points', min: 62, max: 102 },
    140,
    '世界最高水平的女子职业篮球联赛，夏季开赛，强队之间的对话精彩纷呈。',
  ),
  c(
    109,
    'ufc-fight-night',
    'UFC格斗之夜',
    '格斗之夜',
    'boxing',
    true,
    'players',
    { kind: 'bestOf', n: 3 },
    90,
    '终极格斗冠军赛的常规赛事，新锐与老将在八角笼中争取排名。比分为回合得分。',
  ),
  c(
    110,
    'ligue1',
    '法国足球甲级联赛',
    '法甲',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '欧洲五大联赛之一，以速度与身体对抗见长，新星的摇篮。',
  ),
  c(
    111,
    'atp',
    'ATP巡回赛',
    'ATP',
    'tennis',
    true,
    'players',
    { kind: 'bestOf', n: 3 },
    120,
    '男子职业网球巡回赛，大师赛与500赛贯穿全年，积分决定世界排名。',
  ),
  c(
    112,
    'lpl',
    '英雄联盟职业联赛',
    'LPL',
    'esports',
    true,
    'teams',
    { kind: 'bestOf', n: 3 },
    150,
    '国内最高级别的英雄联盟职业联赛，春季赛与夏季赛之后冠军直通全球总决赛。',
  ),
  c(
    113,
    'csl',
    '中国足球超级联赛',
    '中超',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '国内最高级别的职业足球联赛，十六支球队主客场双循环争夺冠军。',
  ),
  c(
    114,
    'cba',
    '中国男子篮球职业联赛',
    'CBA',
    'basketball',
    true,
    'teams',
    basket,
    140,
    '国内最高水平的男子篮球联赛，常规赛之后季后赛决出总冠军。',
  ),
  c(
    115,
    'fifa-women-world-cup',
    '女子足球世界杯',
    '女足世界杯',
    'soccer',
    true,
    'teams',
    goals,
    115,
    '四年一届的女子足球最高赛事，三十二支国家队争夺世界冠军。',
  ),
  c(
    116,
    'ufc-ppv',
    'UFC付费大赛',
    'UFC付费赛',
    'boxing',
    true,
    'players',
    { kind: 'bestOf', n: 5 },
    120,
    'UFC编号大赛，冠军腰带争夺战压轴登场。比分为回合得分。',
  ),
  c(
    121,
    'city-games',
    '全国城市运动会',
    '城运会',
    'events',
    false,
    'teams',
    goals,
    120,
    '各城市代表团同场竞技的综合运动会，这里直播其中的团体项目决赛与焦点战。',
  ),
  c(
    122,
    'cvl',
    '中国排球超级联赛',
    '排超',
    'volleyball',
    false,
    'teams',
    { kind: 'bestOf', n: 5 },
    120,
    '国内最高水平的排球联赛，男女组同期进行。',
  ),
  c(
    123,
    'vnl',
    '世界女排联赛',
    '女排联赛',
    'volleyball',
    false,
    'teams',
    { kind: 'bestOf', n: 5 },
    120,
    '世界顶尖女排国家队的年度联赛，分站赛之后进行总决赛。',
  ),
  c(
    124,
    'bwf-tour',
    '世界羽联巡回赛',
    '羽联巡回赛',
    'badminton',
    false,
    'players',
    { kind: 'bestOf', n: 3 },
    70,
    '世界羽联的年度系列赛事，超级1000到超级300各站分级进行。',
  ),
  c(
    125,
    'wtt',
    'WTT乒乓球系列赛',
    'WTT',
    'table-tennis',
    false,
    'players',
    { kind: 'bestOf', n: 7 },
    75,
    '世界乒乓球职业大联盟的系列赛，大满贯、冠军赛与球星挑战赛。',
  ),
  c(
    126,
    'snooker',
    '斯诺克大师赛',
    '斯诺克',
    'others',
    false,
    'players',
    { kind: 'bestOf', n: 11 },
    180,
    '职业斯诺克排名赛，十一局六胜制，考验精准与耐心。',
  ),
  c(
    127,
    'kpl',
    '王者荣耀职业联赛',
    'KPL',
    'esports',
    false,
    'teams',
    { kind: 'bestOf', n: 5 },
    180,
    '王者荣耀最高级别的职业联赛，五局三胜的巅峰对抗。',
  ),
];

function c(
  id: number,
  url: string,
  name: string,
  shortName: string,
  project: SportProjectUrl,
  hot: boolean,
  sides: CompetitionDef['sides'],
  score: ScoreModel,
  minutes: number,
  desc: string,
): CompetitionDef {
  return { id, url, name, shortName, project, hot, sides, score, minutes, desc };
}

export const projectByUrl = new Map(PROJECTS.map((p) => [p.url, p]));
export const projectById = new Map(PROJECTS.map((p) => [p.id, p]));
export const competitionById = new Map(COMPETITIONS.map((x) => [x.id, x]));
