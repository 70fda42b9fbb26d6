/**
 * Texts of 弹幕 and skipping intros and outros (the player's layer, its settings, the posting box,
 * the skip button and toast). They load with the 弹幕 chunk, not with the first-load bundle; see
 * `area.ts`.
 */
import { areaTranslate, type PlainAreaKey } from './area';

export const danmakuMessages = {
  'danmaku.layer': '弹幕',
  'danmaku.on': '开启弹幕',
  'danmaku.settings': '弹幕设置',
  'danmaku.opacity': '不透明度',
  'danmaku.opacityValue': '{n}%',
  'danmaku.area': '显示区域',
  'danmaku.area.full': '全屏',
  'danmaku.area.half': '半屏',
  'danmaku.area.quarter': '1/4屏',
  'danmaku.fontSize': '字号',
  'danmaku.fontSize.small': '小',
  'danmaku.fontSize.medium': '中',
  'danmaku.fontSize.large': '大',
  'danmaku.density': '弹幕密度',
  'danmaku.density.low': '稀疏',
  'danmaku.density.normal': '适中',
  'danmaku.density.high': '密集',
  'danmaku.autoSkip': '自动跳过片头片尾',

  'composer.label': '发弹幕',
  'composer.placeholder': '发个友善的弹幕见证当下',
  'composer.placeholderOff': '弹幕已关闭',
  'composer.send': '发送',
  'composer.sending': '发送中',
  'composer.count': '{n}/{max}',
  'composer.color': '弹幕颜色',
  'composer.colorName': '颜色 {color}',
  'composer.colorVip': '颜色 {color}（VIP专享）',
  'composer.loginToPost': '登录后发弹幕',
  'composer.open': '发弹幕',

  'error.length': '弹幕内容需为1-{max}个字',
  'error.banned': '弹幕含有不允许的内容，换个说法吧',
  'error.tooFast': '发送太频繁，请{n}秒后再试',
  'error.tooFastNoWait': '发送太频繁，请稍后再试',
  'error.login': '请先登录',
  'error.vip': '彩色弹幕为VIP专享',
  'error.network': '网络不太好，弹幕没有发出去',
  'error.other': '弹幕发送失败，请稍后再试',

  'list.open': '弹幕列表',
  'list.title': '最近的弹幕',
  'list.empty': '这里还没有弹幕',
  'list.report': '举报',
  'list.reportName': '举报弹幕：{text}',
  'list.reportAs': '举报理由',
  'list.reported': '已举报',
  'reason.abuse': '辱骂攻击',
  'reason.spoiler': '剧透',
  'reason.ads': '广告',
  'reason.other': '其他',

  'skip.intro': '跳过片头',
  'skip.outro': '跳过片尾',
  'skip.introSkipped': '已为您跳过片头',
  'skip.outroNext': '{n}秒后播放下一集',
  'skip.cancel': '取消',

  'myMarks.menu': '片头片尾',
  'myMarks.setIntroEnd': '设为片头结束',
  'myMarks.setOutroStart': '设为片尾开始',
  'myMarks.clear': '清除我的片头片尾',
  'myMarks.introSet': '已将片头结束设为{time}',
  'myMarks.outroSet': '已将片尾开始设为{time}',
  'myMarks.cleared': '已清除我的片头片尾',
} as const;

export type DanmakuMessages = typeof danmakuMessages;
export type DanmakuMessageKey = keyof DanmakuMessages;
export type PlainDanmakuKey = PlainAreaKey<DanmakuMessages>;

export const danmakuT = areaTranslate(danmakuMessages, {
  'zh-TW': () => import('./zh-TW/danmakuMessages'),
  en: () => import('./en/danmakuMessages'),
});
