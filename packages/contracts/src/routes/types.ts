/** The shape of a route: method, path, auth and group (no schemas: this reaches the browser). */
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
