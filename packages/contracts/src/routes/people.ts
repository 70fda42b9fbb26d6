import type { Route } from './types';

/** Actor pages (SPEC section 7): a person's facts and their filmography. */
export const peopleRoutes = {
  getActorInfo: {
    method: 'GET',
    path: '/metadata/v1/actor/info/{id}',
    auth: 'none',
    group: 'catalogue',
  },
  getActorCollection: {
    method: 'GET',
    path: '/metadata/v1/actor/collection/{id}',
    auth: 'none',
    group: 'catalogue',
  },
} as const satisfies Record<string, Route>;
