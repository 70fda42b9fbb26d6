/**
 * Every endpoint the site calls: method, path, auth and group, and nothing else.
 *
 * These modules are the only place a path is written. They carry no schemas on purpose: the
 * browser bundle imports them through the client, and schemas (see `records/`) stay on the server
 * side. Path parameters use the spec's `{name}` form; `toFastifyPath` turns them into `:name`.
 * One file per group; add a group's routes here with one spread.
 */
import { accountRoutes } from './account';
import { catalogueRoutes } from './catalogue';
import { danmakuRoutes } from './danmaku';
import { liveRoutes } from './live';
import { liveMediaRoutes } from './live-media';
import { mediaRoutes } from './media';
import { metricsRoutes } from './metrics';
import { paymentRoutes } from './payment';
import { peopleRoutes } from './people';
import { pointsRoutes } from './points';
import { sportsRoutes } from './sports';
import { sourcesRoutes } from './sources';
import type { Route } from './types';
import { vodRoutes } from './vod';
import { vodUserRoutes } from './vod-user';

export * from './types';

export const routes = {
  ...catalogueRoutes,
  ...mediaRoutes,
  ...vodRoutes,
  ...vodUserRoutes,
  ...metricsRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...pointsRoutes,
  ...sportsRoutes,
  ...liveRoutes,
  ...liveMediaRoutes,
  ...sourcesRoutes,
  ...peopleRoutes,
  ...danmakuRoutes,
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** `/a/{id}/b` -> `/a/:id/b`, the form Fastify and the host's proxy register. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders, URI-encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
