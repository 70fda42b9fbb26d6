import type { Route } from './types';

/** Images and media served by the API host. */
export const mediaRoutes = {
  getImage: {
    method: 'GET',
    path: '/api/images/{kind}/{name}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
} as const satisfies Record<string, Route>;
