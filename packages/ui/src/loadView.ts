import type { LoadStatus } from '@xinghe/contracts/client';

/** A list loaded page after page, as a screen shows it (favourites, search, a channel's titles). */
export interface PagedList<T> {
  /** Every page loaded so far, in order. */
  items: readonly T[];
  /** How many match in all. */
  total: number;
  hasMore: boolean;
}

/** A page for signed-in viewers: a load, or nobody signed in to load for. */
export type AccountLoadStatus = LoadStatus | 'loggedOut';

/**
 * How a screen shows a load (the store's `Loadable` status): not asked for yet is loading, and a
 * screen without a not-found view shows notFound as an error.
 */
export function loadView(status: LoadStatus): 'loading' | 'error' | 'loaded' {
  if (status === 'idle') return 'loading';
  return status === 'notFound' ? 'error' : status;
}
