import type { Route } from './types';

/**
 * User-supplied video sources (SPEC section 7, "User sources", token header), and our additions
 * that search and play them: the fetching is the API's (one address guard, time limits, caps).
 */
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
  searchSource: {
    method: 'GET',
    path: '/user/source/search/{id}',
    auth: 'token',
    group: 'sources',
    addition: true,
  },
  getSourceTitle: {
    method: 'GET',
    path: '/user/source/title/{id}/{itemId}',
    auth: 'token',
    group: 'sources',
    addition: true,
  },
  getSourceChannels: {
    method: 'GET',
    path: '/user/source/channels',
    auth: 'token',
    group: 'sources',
    addition: true,
  },
  getSourceRelay: {
    method: 'GET',
    path: '/user/source/relay/{id}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
} as const satisfies Record<string, Route>;
