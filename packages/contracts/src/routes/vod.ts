import type { Route } from './types';

/** Video detail and playback (SPEC section 7, "Catalogue and content"): public, no token needed. */
export const vodRoutes = {
  getVodDetail: {
    method: 'GET',
    path: '/web/v2/dianbo/collection/{id}',
    auth: 'none',
    group: 'vod',
  },
  getVodTransfer: {
    method: 'GET',
    path: '/web/v2/dianbo/collection/transfer/{id}',
    auth: 'none',
    group: 'vod',
  },
  getVodEpisodes: {
    method: 'GET',
    path: '/web/v2/dianbo/vcollection/{id}',
    auth: 'none',
    group: 'vod',
  },
  /** The token is sent when the viewer has one: it decides which lines and qualities are open. */
  getPlayLine: {
    method: 'POST',
    path: '/web/v2/dianbo/video/line',
    auth: 'optional-token',
    group: 'vod',
  },
  getRecommend: { method: 'GET', path: '/v3/web/api/recommend/{id}', auth: 'none', group: 'vod' },
  recordPlay: {
    method: 'POST',
    path: '/metadata/v1/collection/video/record',
    auth: 'none',
    group: 'vod',
  },
  getVodCast: {
    method: 'GET',
    path: '/metadata/v1/collection/actors/{id}',
    auth: 'none',
    group: 'vod',
  },
} as const satisfies Record<string, Route>;
