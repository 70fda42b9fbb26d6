import type { Route } from './types';

/** User-supplied video sources (SPEC section 7, "User sources", token header). */
export const sourcesRoutes = {
  createSource: { method: 'POST', path: '/user/source/manage', auth: 'token', group: 'sources' },
  updateSource: { method: 'PUT', path: '/user/source/manage', auth: 'token', group: 'sources' },
  getOwnSources: { method: 'GET', path: '/user/source/manage', auth: 'token', group: 'sources' },
  getOwnSource: {
    method: 'GET',
    path: '/user/source/manage/{id}',
    auth: 'token',
    group: 'sources',
  },
  deleteOwnSource: {
    method: 'DELETE',
    path: '/user/source/manage/{id}',
    auth: 'token',
    group: 'sources',
  },
  getSources: { method: 'GET', path: '/user/source', auth: 'token', group: 'sources' },
  importSource: {
    method: 'GET',
    path: '/user/source/import/{id}',
    auth: 'token',
    group: 'sources',
  },
  removeAddedSource: {
    method: 'DELETE',
    path: '/user/source/{id}',
    auth: 'token',
    group: 'sources',
  },
  checkSourceAlive: {
    method: 'POST',
    path: '/user/source/alive',
    auth: 'token',
    group: 'sources',
  },
  getSourceAdded: {
    method: 'GET',
    path: '/user/source/added/{id}',
    auth: 'token',
    group: 'sources',
  },
} as const satisfies Record<string, Route>;
