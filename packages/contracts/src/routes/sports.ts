import type { Route } from './types';

/** Sports (SPEC section 6 "Sports"): categories, tournaments, matches, followed matches. */
export const sportsRoutes = {
  getSportProjects: { method: 'GET', path: '/sport/project', auth: 'none', group: 'sports' },
  getSportCompetitions: {
    method: 'GET',
    path: '/sport/competition',
    auth: 'none',
    group: 'sports',
  },
  getHotMatches: { method: 'GET', path: '/sport/getHotMatch', auth: 'none', group: 'sports' },
  getMatchesByDay: {
    method: 'GET',
    path: '/sport/getMatchListByEffectiveTime',
    auth: 'none',
    group: 'sports',
  },
  getMatchDays: { method: 'GET', path: '/sport/effectiveTime', auth: 'none', group: 'sports' },
  getSportHeader: { method: 'GET', path: '/sport/header', auth: 'none', group: 'sports' },
  getFollowedMatches: {
    method: 'GET',
    path: '/sport/user/focusMatch',
    auth: 'token',
    group: 'sports',
  },
  getMatchPlayUrl: { method: 'GET', path: '/sport/purl', auth: 'none', group: 'sports' },
  getFollowedMatchIds: {
    method: 'GET',
    path: '/sport/user/focus',
    auth: 'token',
    group: 'sports',
  },
  followMatch: {
    method: 'POST',
    path: '/sport/user/focus',
    auth: 'token',
    group: 'sports',
    addition: true,
  },
  unfollowMatch: {
    method: 'DELETE',
    path: '/sport/user/focus',
    auth: 'token',
    group: 'sports',
  },
  getMatchDetail: {
    method: 'GET',
    path: '/sport/detail/{id}',
    auth: 'optional-token',
    group: 'sports',
  },
  getCompetitionDesc: {
    method: 'GET',
    path: '/sport/getCompetitionsDesc/{id}',
    auth: 'none',
    group: 'sports',
  },
  getSportUrlMap: {
    method: 'GET',
    path: '/sport/getIdAndUrlMapping',
    auth: 'none',
    group: 'sports',
  },
  getRealSite: { method: 'POST', path: '/api/sys/realSite', auth: 'none', group: 'sports' },
} as const satisfies Record<string, Route>;
