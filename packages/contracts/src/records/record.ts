import type { TSchema } from 'typebox';
import { routes, type Route, type RouteName } from '../routes';
import type { ShapeSource } from './shape';
import type { RefusalName } from './refusals';

export interface EndpointRecord<R extends Route = Route> {
  readonly route: R;
  readonly summary: string;
  /** Where the shape comes from: the real API (REAL-API.md letters), the spec, or our design. */
  readonly shape: ShapeSource;
  /** Decisions where the spec is silent are written here, once. */
  readonly description?: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /**
   * The codes a refusal of this endpoint may carry besides those its route implies (400 for bad
   * input, 401 without a token: `errorCodesOf`), by their names in the code table `ErrorCode`.
   */
  readonly refusals?: readonly RefusalName[];
  /** The 200 reply: an envelope for JSON endpoints. */
  readonly response: TSchema;
  /** Content type of a non-JSON reply (images, media). */
  readonly produces?: string;
}

/** A record: the named route plus its schemas. */
export function record<N extends RouteName, S extends Omit<EndpointRecord, 'route'>>(
  name: N,
  spec: S,
) {
  return { route: routes[name], ...spec } as const;
}
