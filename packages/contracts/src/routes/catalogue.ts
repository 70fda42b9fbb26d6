import type { Route } from './types';

/** Catalogue and content (SPEC section 7): home, hot searches, filtering, search. */
export const catalogueRoutes = {
  getHome: { method: 'GET', path: '/v3/web/api/home', auth: 'none', group: 'catalogue' },
  getSearchOptions: {
    method: 'GET',
    path: '/v3/web/api/getSearchOptions',
    auth: 'none',
    group: 'catalogue',
  },
} as const satisfies Record<string, Route>;
