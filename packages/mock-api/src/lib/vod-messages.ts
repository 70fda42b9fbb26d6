/** Chinese messages of the detail, playback, favourites, history and media routes. */
export const VodMsg = {
  loginRequired: '请先登录',
  vipRequired: '开通VIP即可观看蓝光画质',
  vipDownloadRequired: '开通VIP即可下载资源',
  titleNotFound: '影片不存在',
  actorNotFound: '该影人不存在',
  episodeNotFound: '剧集不存在',
  lineNotFound: '线路不存在',
  qualityNotOnLine: '该线路没有此清晰度',
  badSignature: '链接无效或已过期',
  mediaNotFound: '资源不存在',
  userNotFound: '用户不存在',
} as const;
