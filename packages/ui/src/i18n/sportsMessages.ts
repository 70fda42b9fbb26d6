/**
 * Texts of the sports area (/sports, /sports/live/{id}, the match card). They load with the sports
 * chunks, not with the first-load bundle; see `area.ts`.
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const sportsMessages = {
  'sports.title': '体育赛事',
  'sports.tabs': '赛事分类',
  'sports.all': '全部',
  'sports.followed': '我的关注',
  'sports.hotCompetitions': '热门赛事',
  'sports.hotMatches': '热门比赛',
  'sports.dates': '比赛日期',
  'sports.today': '今天',
  'sports.dayCount': '{n}场',
  'sports.dayList': '{date}的比赛',
  'sports.liveCount': '{n}场直播中',
  'sports.todayCount': '今日{n}场比赛',
  'sports.emptyDay': '当天暂无比赛，看看其他日期吧',
  'sports.emptyFollowed': '还没有关注的比赛，在比赛卡片上点击关注即可收藏',
  'sports.loginToSeeFollowed': '登录后查看关注的比赛',
  'sports.login': '登录',
  'sports.loadError': '赛事加载失败，点击重试',

  'weekday.0': '周日',
  'weekday.1': '周一',
  'weekday.2': '周二',
  'weekday.3': '周三',
  'weekday.4': '周四',
  'weekday.5': '周五',
  'weekday.6': '周六',

  'match.live': '直播中',
  'match.finished': '已结束',
  'match.vs': 'VS',
  'match.follow': '关注',
  'match.unfollow': '已关注',
  'match.followName': '关注 {home} 对 {away}',
  'match.unfollowName': '已关注 {home} 对 {away}',
  'match.watch': '观看直播',
  'match.details': '比赛详情',
  'match.name': '{home} 对 {away}',
  'match.score': '{home} 比 {away}',
  'match.kickoff': '{day} {time} 开赛',
  'match.endedAt': '{day} {time} 结束',
  'match.countdown': '距开赛',
  'match.countdownValue': '{d}天 {h}:{m}:{s}',
  'match.countdownShort': '{h}:{m}:{s}',
  'match.startingSoon': '比赛即将开始',
  'match.result': '最终比分',
  'match.winner': '{name} 获胜',
  'match.draw': '双方战平',
  'match.notFound': '比赛不存在',
  'match.back': '返回赛事',
  'match.share': '复制链接',
  'match.shared': '链接已复制',
  'match.playerTitle': '比赛直播',
} as const;

export type SportsMessages = typeof sportsMessages;
export type SportsMessageKey = keyof SportsMessages;
export type PlainSportsKey = PlainAreaKey<SportsMessages>;

export const sportsT = areaTranslate(sportsMessages, {
  'zh-TW': () => import('./zh-TW/sportsMessages'),
  en: () => import('./en/sportsMessages'),
});
