/**
 * Every endpoint the site calls: method, path, auth and group, and nothing else.
 *
 * This module is the only place a path is written. It carries no schemas on purpose: the browser
 * bundle imports it through the client, and schemas (see `records.ts`) stay on the server side.
 * Path parameters use the spec's `{name}` form; `toFastifyPath` turns them into `:name`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `token`: the token header is required; `optional-token`: sent when the viewer has one. */
export type Auth = 'none' | 'token' | 'optional-token';

export type Group =
  | 'catalogue'
  | 'live'
  | 'vod'
  | 'user'
  | 'sources'
  | 'payment'
  | 'account'
  | 'sports'
  | 'metrics'
  | 'media';

export interface Route {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: Auth;
  readonly group: Group;
  /** True for endpoints the spec does not list and we added (see each record's description). */
  readonly addition?: boolean;
}

export const routes = {
  getHome: { method: 'GET', path: '/v3/web/api/home', auth: 'none', group: 'catalogue' },
  getSearchOptions: {
    method: 'GET',
    path: '/v3/web/api/getSearchOptions',
    auth: 'none',
    group: 'catalogue',
  },
  getImage: {
    method: 'GET',
    path: '/api/images/{kind}/{name}',
    auth: 'none',
    group: 'media',
    addition: true,
  },
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
