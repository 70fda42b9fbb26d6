/**
 * One record per endpoint: its route (method, path, auth) plus request and reply schemas.
 * Fastify validates and serializes with these; OpenAPI and the Pact tests derive from them;
 * the client takes its types from them (type-only, so schemas never reach the browser).
 */
import { Type, type TSchema } from 'typebox';
import { routes, type Route, type RouteName } from './routes';
import { Envelope } from './schemas/envelope';
import { HomeData, HomeQuery, ImageParams, SearchOptionsData } from './schemas/catalogue';

export interface EndpointRecord<R extends Route = Route> {
  readonly route: R;
  readonly summary: string;
  /** Decisions where the spec is silent are written here, once. */
  readonly description?: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The 200 reply: an envelope for JSON endpoints. */
  readonly response: TSchema;
  /** Content type of a non-JSON reply (images, media). */
  readonly produces?: string;
}

function record<N extends RouteName, S extends Omit<EndpointRecord, 'route'>>(name: N, spec: S) {
  return { route: routes[name], ...spec } as const;
}

export const records = {
  getHome: record('getHome', {
    summary: 'Home or channel page: banners and rows of titles',
    description:
      'chName picks the page: recommend (the home page, one row per channel) or a channel ' +
      '(one row per genre). Omitted means recommend. Not shown in the spec: the reply shape.',
    query: HomeQuery,
    response: Envelope(HomeData),
  }),
  getSearchOptions: record('getSearchOptions', {
    summary: 'Hot searches for the search dropdown',
    description:
      'data.data lists the hot searches in order (index from 1); 直播 marks live entries.',
    response: Envelope(SearchOptionsData),
  }),
  getImage: record('getImage', {
    summary: 'Generated artwork: posters (2:3), banners (16:6) and avatars (1:1)',
    description: 'Our addition: the spec only says images are served under /api/images/.',
    params: ImageParams,
    response: Type.String(),
    produces: 'image/svg+xml',
  }),
} as const satisfies { [N in RouteName]: EndpointRecord<(typeof routes)[N]> };

export type Records = typeof records;
