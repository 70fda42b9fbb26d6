/**
 * Texts of playing the viewer's own sources: their results on the search page (我的片源), the
 * player of a source's title, and their M3U channels on /live (我的频道). They load with those
 * parts, not with the first-load bundle (see `area.ts`).
 */
import { areaTranslate } from './area';

export const sourcePlayMessages = {
  'sourcePlay.searchTitle': '我的片源',
  'sourcePlay.searchLoading': '正在搜索…',
  'sourcePlay.searchCount': '{n}部',
  'sourcePlay.searchEmpty': '没有找到相关影片',
  'sourcePlay.timeout': '片源未响应',
  'sourcePlay.unusable': '片源不可用：{detail}',
  'sourcePlay.failed': '搜索失败：{detail}',
  'sourcePlay.fromSource': '来自片源“{name}”',
  'sourcePlay.loggedOut': '登录后播放我的片源',
  'sourcePlay.liveTitle': '我的频道',
  'sourcePlay.liveEmpty': '这个列表里没有频道',
} as const;

export const sourcePlayT = areaTranslate(sourcePlayMessages, {
  'zh-TW': () => import('./zh-TW/sourcePlayMessages'),
  en: () => import('./en/sourcePlayMessages'),
});
