import type { Route } from './types';

/** Live TV: channels, their programme guides and play URLs, and a viewer's live favourites/records. */
export const liveRoutes = {
  getChannelGroups: { method: 'GET', path: '/web/v1/channels', auth: 'none', group: 'live' },
  getLiveStream: {
    method: 'GET',
    path: '/web/v1/zhibo/streams/{id}',
    auth: 'none',
    group: 'live',
  },
  getLiveChannel: {
    method: 'GET',
    path: '/web/v1/zhibo/channels/{id}',
    auth: 'none',
    group: 'live',
  },
  getLiveDesc: { method: 'GET', path: '/web/v1/liveDesc/{id}', auth: 'none', group: 'live' },
  getProgramme: { method: 'GET', path: '/v3/api/programme/get', auth: 'none', group: 'live' },
  getLivePlayUrl: {
    method: 'GET',
    path: '/api/iptv/getPlayUrl',
    auth: 'optional-token',
    group: 'live',
  },
  getLiveCollects: { method: 'GET', path: '/web/v1/zhibo/collect', auth: 'token', group: 'live' },
  getLiveRecords: { method: 'GET', path: '/web/v1/zhibo/record', auth: 'token', group: 'live' },
  isLiveCollected: {
    method: 'GET',
    path: '/user/zhibo/collect/{id}',
    auth: 'token',
    group: 'live',
  },
  addLiveCollect: { method: 'POST', path: '/user/zhibo/collect', auth: 'token', group: 'live' },
  removeLiveCollect: {
    method: 'DELETE',
    path: '/user/zhibo/collect',
    auth: 'token',
    group: 'live',
  },
} as const satisfies Record<string, Route>;
