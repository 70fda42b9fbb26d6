import type { Route } from './types';

/** VOD favourites and watch records (SPEC section 7): the token header is required. */
export const vodUserRoutes = {
  getVodCollects: { method: 'GET', path: '/user/dianbo/collect', auth: 'token', group: 'user' },
  addVodCollect: { method: 'POST', path: '/user/dianbo/collect', auth: 'token', group: 'user' },
  removeVodCollect: {
    method: 'DELETE',
    path: '/user/dianbo/collect',
    auth: 'token',
    group: 'user',
  },
  getVodCollectStatus: {
    method: 'GET',
    path: '/user/dianbo/collect/{id}',
    auth: 'token',
    group: 'user',
  },
  getVodRecords: { method: 'GET', path: '/user/dianbo/record', auth: 'token', group: 'user' },
  saveVodRecord: { method: 'POST', path: '/user/dianbo/record', auth: 'token', group: 'user' },
  removeVodRecord: {
    method: 'DELETE',
    path: '/user/dianbo/record',
    auth: 'token',
    group: 'user',
    addition: true,
  },
  getVodRecordByCid: {
    method: 'GET',
    path: '/user/dianbo/recordByCid',
    auth: 'token',
    group: 'user',
  },
} as const satisfies Record<string, Route>;
