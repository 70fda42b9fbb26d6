/** The sports routes' Chinese refusals. */
export const SportMsg = {
  matchNotFound: '比赛不存在',
  competitionNotFound: '赛事不存在',
  notLive: '比赛未在直播中',
  finished: '比赛已结束，无法关注',
  badDate: '日期格式错误',
} as const;
