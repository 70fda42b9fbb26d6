/** Chinese messages of the live routes. */
export const LiveMsg = {
  channelNotFound: '频道不存在',
  lineNotFound: '线路不存在',
  vipRequired: '开通VIP即可观看该频道',
  noGuide: '该日期暂无节目单',
  badSignature: '链接无效或已过期',
  mediaNotFound: '资源不存在',
} as const;
