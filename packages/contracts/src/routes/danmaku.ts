import type { Route } from './types';

/**
 * 弹幕 (bullet comments) and the intro and outro marks of episodes: our additions (the spec has
 * neither), and the viewer's own intro and outro marks of a title. Reading is public, with the token when the viewer has one (it marks their own);
 * posting and reporting need it.
 */
export const danmakuRoutes = {
  getDanmaku: {
    method: 'GET',
    path: '/web/v2/dianbo/danmaku/{id}/{ep}',
    auth: 'optional-token',
    group: 'vod',
    addition: true,
  },
  postDanmaku: {
    method: 'POST',
    path: '/user/danmaku',
    auth: 'token',
    group: 'vod',
    addition: true,
  },
  reportDanmaku: {
    method: 'POST',
    path: '/user/danmaku/report',
    auth: 'token',
    group: 'vod',
    addition: true,
  },
  getSkipMarks: {
    method: 'GET',
    path: '/web/v2/dianbo/marks/{id}',
    auth: 'none',
    group: 'vod',
    addition: true,
  },
  getMyMarks: {
    method: 'GET',
    path: '/user/marks/{id}',
    auth: 'token',
    group: 'vod',
    addition: true,
  },
  putMyMarks: {
    method: 'POST',
    path: '/user/marks',
    auth: 'token',
    group: 'vod',
    addition: true,
  },
} as const satisfies Record<string, Route>;
