/**
 * Where a piece of data a page shows stands, one shape for every store and screen: the stores
 * load into it and the screens take it as it is.
 */

/** `notFound`: the API answered 404 (no such title, person, match or channel). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error' | 'notFound';

/** Why the last load failed: the envelope's code and message (Chinese, from the API or client). */
export interface LoadFailure {
  code: number;
  msg: string;
}

export interface Loadable<T> {
  status: LoadStatus;
  /** The last data loaded; kept while the same data is asked for again. */
  data?: T;
  /** Set while the status is `error` or `notFound`. */
  failure?: LoadFailure;
}
