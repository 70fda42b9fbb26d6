import type { Route } from './types';

/** Catalogue and content (SPEC section 7): home, hot searches, filtering, search, actor search. */
export const catalogueRoutes = {
  getHome: { method: 'GET', path: '/v3/web/api/home', auth: 'none', group: 'catalogue' },
  getSearchOptions: {
    method: 'GET',
    path: '/v3/web/api/getSearchOptions',
    auth: 'none',
    group: 'catalogue',
  },
  getFilterCondition: {
    method: 'GET',
    path: '/v3/web/api/getFilterCondition',
    auth: 'none',
    group: 'catalogue',
  },
  filter: { method: 'POST', path: '/v3/web/api/filter', auth: 'none', group: 'catalogue' },
  search: { method: 'POST', path: '/v3/web/api/search', auth: 'none', group: 'catalogue' },
  suggest: {
    method: 'GET',
    path: '/v3/web/api/suggest',
    auth: 'none',
    group: 'catalogue',
    addition: true,
  },
  searchActor: {
    method: 'GET',
    path: '/metadata/v1/actor/searchActor',
    auth: 'none',
    group: 'catalogue',
  },
} as const satisfies Record<string, Route>;
