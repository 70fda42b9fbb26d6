import type { Route } from './types';

/** Points and invites: our additions (the spec names the pages, not their endpoints). */
export const pointsRoutes = {
  getPoints: {
    method: 'GET',
    path: '/user/points',
    auth: 'token',
    group: 'user',
    addition: true,
  },
  checkIn: {
    method: 'POST',
    path: '/user/points/checkIn',
    auth: 'token',
    group: 'user',
    addition: true,
  },
  exchangePoints: {
    method: 'POST',
    path: '/user/points/exchange',
    auth: 'token',
    group: 'user',
    addition: true,
  },
  getInviteInfo: {
    method: 'GET',
    path: '/user/invite',
    auth: 'token',
    group: 'user',
    addition: true,
  },
} as const satisfies Record<string, Route>;
