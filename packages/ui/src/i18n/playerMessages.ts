/**
 * Texts of the player and the episode list: they load with the player and detail pages, never with
 * the first-load bundle (see `area.ts`). Keys keep their `player.` / `episodes.` area prefixes.
 */
import { areaTranslate } from './area';

export const playerMessages = {
  'player.episodes': '选集',
  'player.line': '线路',
  'player.quality': '清晰度',
  'player.speed': '倍速',
  'player.nextEpisode': '下一集',
  'player.play': '播放',
  'player.resumeFrom': '上次观看到{time}，继续播放',
  'player.label': '播放器',
  'player.pause': '暂停',
  'player.seek': '播放进度',
  'player.seekValue': '{current}，共{duration}',
  'player.time': '{current} / {duration}',
  // A live channel: no duration, no seek bar.
  'player.live': '直播',
  'player.volume': '音量',
  'player.mute': '静音',
  'player.unmute': '取消静音',
  'player.fullscreen': '全屏',
  'player.exitFullscreen': '退出全屏',
  'player.pip': '画中画',
  'player.exitPip': '退出画中画',
  'player.download': '下载',
  'player.vipOnly': 'VIP专享',
  'player.vipBadge': 'VIP',
  'player.official': '官方',
  'player.loading': '正在加载…',
  'player.buffering': '缓冲中…',
  'player.lineFailed': '线路加载失败',
  'player.lineFailedSwitching': '线路加载失败，正在切换到{line}',
  'player.lineSwitched': '{from}无法播放，已切换到{to}',
  'player.retry': '重试',
  'player.chooseLine': '切换线路',
  'player.vipLineLocked': '蓝光线路为VIP专享',
  'player.ended': '本集播放完毕',
  'player.seriesEnded': '已播放完毕',
  'player.nextIn': '{n}秒后播放下一集',
  'player.playNextNow': '立即播放',
  'player.cancelAutoNext': '取消',
  'player.replay': '重新播放',
  'player.close': '关闭',
  'player.closeEpisodes': '关闭选集',
  'player.shortcuts': '快捷键',
  'player.keySpace': '空格',
  'player.shortcutPlayPause': '播放/暂停',
  'player.shortcutSeek': '快退/快进{n}秒',
  'player.shortcutVolume': '音量加/减',
  'player.shortcutFullscreen': '全屏/退出全屏',
  'episodes.orderAsc': '正序',
  'episodes.orderDesc': '倒序',
  'episodes.range': '{from}-{to}',
  'episodes.ranges': '选集范围',
  'episodes.episode': '第{n}集',
  'episodes.feature': '正片',
  'episodes.episodeTitled': '第{n}集 {title}',
  'episodes.count': '共{n}集',
} as const;

export type PlayerMessages = typeof playerMessages;
export type PlayerMessageKey = keyof PlayerMessages;

export const playerT = areaTranslate(playerMessages, {
  'zh-TW': () => import('./zh-TW/playerMessages'),
  en: () => import('./en/playerMessages'),
});
