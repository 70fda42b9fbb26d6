import type { Route } from './types';

/** Metrics (SPEC section 7, "Metrics"). */
export const metricsRoutes = {
  reportPlay: { method: 'POST', path: '/metrics/v1/play', auth: 'none', group: 'metrics' },
  checkCorsHost: { method: 'GET', path: '/metrics/v1/cors', auth: 'none', group: 'metrics' },
} as const satisfies Record<string, Route>;
