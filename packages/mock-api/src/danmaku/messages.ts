/** Chinese messages of the 弹幕 and skip-mark routes. */
import { DANMAKU_TEXT_MAX, DANMAKU_TEXT_MIN } from '@xinghe/contracts';

export const DanmakuMsg = {
  badWindow: '弹幕时间范围不正确',
  badLength: `弹幕内容需为${DANMAKU_TEXT_MIN}-${DANMAKU_TEXT_MAX}个字`,
  bannedWord: '弹幕含有不允许的内容',
  tooFast: (seconds: number) => `发送太频繁，请${seconds}秒后再试`,
  colorNeedsVip: '彩色弹幕为VIP专享',
  notFound: '弹幕不存在',
  introAfterOutro: '片头结束需早于片尾开始',
} as const;
