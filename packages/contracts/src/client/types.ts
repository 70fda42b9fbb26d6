import type { Static, TSchema } from 'typebox';
import type { Records } from '../records';
import type { RouteName } from '../routes';

type Field<R, K extends string> = R extends { readonly [P in K]: infer S extends TSchema }
  ? Static<S>
  : never;

/** Path parameters, and the query (GET/DELETE) or body (POST/PUT) parameters of an endpoint. */
export type PathParamsOf<N extends RouteName> = Field<Records[N], 'params'>;
export type ParamsOf<N extends RouteName> = [Field<Records[N], 'query'>] extends [never]
  ? Field<Records[N], 'body'>
  : Field<Records[N], 'query'>;

/** The `data` of a successful reply. */
export type DataOf<N extends RouteName> =
  Static<Records[N]['response']> extends { data: infer D } ? D : Static<Records[N]['response']>;

export type CallInput<N extends RouteName> = ([PathParamsOf<N>] extends [never]
  ? { path?: undefined }
  : { path: PathParamsOf<N> }) &
  ([ParamsOf<N>] extends [never] ? { params?: undefined } : { params?: ParamsOf<N> }) & {
    /** Overrides the token read from local storage. */
    token?: string;
    signal?: AbortSignal;
  };

export interface ApiSuccess<T> {
  ok: true;
  code: 0;
  msg: string;
  data: T;
}
export interface ApiFailure {
  ok: false;
  code: number;
  msg: string;
  /** The refusal's data when the server sent some (a 429's `RateLimited`); else absent. */
  data?: unknown;
}
/** What every call resolves to: errors are values, never thrown (SPEC section 8). */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The call a reply answers, as the client's `onReply` hook sees it. */
export interface ReplyContext {
  route: RouteName;
  /** The token the call sent (given, or read from storage); null when it sent none. */
  token: string | null;
}
export type ReplyHook = (reply: ApiResult<unknown>, call: ReplyContext) => void;
