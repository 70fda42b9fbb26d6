/**
 * Programme guides, generated around the clock: a channel's day (China time, UTC+8, 00:00-24:00)
 * is a run of programmes of 30 to 120 minutes whose titles suit its group, drawn from a seed of
 * (channel, date), so the same day always has the same guide and "now" is simply the programme
 * whose [start, end) holds the current time.
 */
import type { LiveGroupKey, Programme } from '@xinghe/contracts';
import { mulberry32, hashString } from '../seed/random';
import type { Channel } from './catalogue';

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
/** Guides exist from yesterday to six days ahead. */
export const GUIDE_DAYS_BACK = 1;
export const GUIDE_DAYS_AHEAD = 6;

const SLOT_MINUTES = [30, 30, 45, 60, 60, 90, 120];

const SHOWS: Record<LiveGroupKey, readonly string[]> = {
  cctv: [
    '新闻联播',
    '朝闻天下',
    '焦点访谈',
    '今日说法',
    '等着我',
    '经典剧场',
    '动物世界',
    '新闻30分',
    '晚间新闻',
    '星光大道',
  ],
  satellite: [
    '黄金剧场',
    '快乐大本营',
    '周末综艺',
    '午间剧场',
    '卫视新闻',
    '真人秀',
    '音乐现场',
    '生活广角',
    '精品电视剧',
    '深夜剧场',
  ],
  local: [
    '本地新闻',
    '民生直通车',
    '天气预报',
    '城市零距离',
    '家庭剧场',
    '健康之路',
    '美食地图',
    '法治在线',
    '财经观察',
    '午夜影院',
  ],
  gat: [
    '晚间新闻',
    '东张西望',
    '剧集精选',
    '娱乐新闻报道',
    '国际视野',
    '财经透视',
    '综艺节目',
    '纪录片',
    '深夜新闻',
    '粤语长片',
  ],
  sports: [
    '足球直播',
    'NBA常规赛',
    '中超联赛',
    '英超联赛',
    '网球公开赛',
    '体育新闻',
    '赛事集锦',
    '篮球公园',
    '搏击之夜',
    '羽毛球公开赛',
  ],
  news: [
    '整点新闻',
    '新闻直播间',
    '财经早班车',
    '环球视线',
    '新闻调查',
    '面对面',
    '国际时讯',
    '午间新闻',
    '新闻周刊',
    '深夜快讯',
  ],
  kids: [
    '熊出没',
    '喜羊羊与灰太狼',
    '小猪佩奇',
    '汪汪队立大功',
    '大头儿子和小头爸爸',
    '智慧树',
    '动画城',
    '故事大王',
    '少儿英语',
    '七巧板',
  ],
  movie: [
    '午间影院',
    '经典重温',
    '动作大片',
    '喜剧之夜',
    '爱情电影',
    '科幻影院',
    '家庭影院',
    '悬疑剧场',
    '深夜电影',
    '老电影',
  ],
  intl: [
    'World News',
    'Documentary',
    'Business Today',
    'Travel Show',
    'Talk Asia',
    'Weather',
    'Culture Hub',
    'Sports Tonight',
    'Nature',
    'Newsroom',
  ],
};

/** 'YYYY-MM-DD' of the China day holding `ms`. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 China time of `date`, or null for a string that is no real date. */
export function chinaDayStart(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00+08:00`);
  return Number.isNaN(ms) || chinaDate(ms) !== date ? null : ms;
}

/** Whether `date` lies in the days that have a guide around `nowMs`. */
export function hasGuide(date: string, nowMs: number): boolean {
  const start = chinaDayStart(date);
  const today = chinaDayStart(chinaDate(nowMs))!;
  if (start === null) return false;
  const days = Math.round((start - today) / DAY_MS);
  return days >= -GUIDE_DAYS_BACK && days <= GUIDE_DAYS_AHEAD;
}

/**
 * Guides already made, by channel and day. A guide never changes (it is drawn from a seed of the
 * two), and the channel list asks every channel for now and next on each live page view: made
 * afresh that was some 500 guides per request, about 5 ms of the mock's time each. Days move on,
 * so the memo starts over once it holds more than a few days of every channel.
 */
const madeGuides = new Map<string, readonly Programme[]>();
const MAX_MADE_GUIDES = 4096;

/** The guide of a channel for a China day. */
export function dayGuide(channel: Channel, date: string): readonly Programme[] {
  const key = `${channel.n}:${date}`;
  const made = madeGuides.get(key);
  if (made) return made;
  if (madeGuides.size >= MAX_MADE_GUIDES) madeGuides.clear();
  const guide = Object.freeze(makeDayGuide(channel, date));
  madeGuides.set(key, guide);
  return guide;
}

function makeDayGuide(channel: Channel, date: string): Programme[] {
  const dayStart = chinaDayStart(date);
  if (dayStart === null) return [];
  const random = mulberry32(hashString(`${channel.n}:${date}`));
  const shows = SHOWS[channel.group];
  const dayEnd = dayStart / 1000 + 86_400;
  const list: Programme[] = [];
  let start = dayStart / 1000;
  let episode = 1 + Math.floor(random() * 30);
  while (start < dayEnd) {
    const minutes = SLOT_MINUTES[Math.floor(random() * SLOT_MINUTES.length)]!;
    const end = Math.min(start + minutes * 60, dayEnd);
    const show = shows[Math.floor(random() * shows.length)]!;
    // Series-like titles carry an episode number, as real guides do.
    const title = minutes >= 45 && random() < 0.4 ? `${show} 第${episode++}集` : show;
    list.push({ title, start, end });
    start = end;
  }
  return list;
}

/** What is on now and next on a channel at `nowMs` (next may fall on the following day). */
export function nowAndNext(channel: Channel, nowMs: number): { now?: Programme; next?: Programme } {
  const seconds = Math.floor(nowMs / 1000);
  const today = dayGuide(channel, chinaDate(nowMs));
  const index = today.findIndex((p) => p.start <= seconds && seconds < p.end);
  if (index < 0) return {};
  const next = today[index + 1] ?? dayGuide(channel, chinaDate(nowMs + DAY_MS))[0];
  return { now: today[index], ...(next && { next }) };
}
