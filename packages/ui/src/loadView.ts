import type { LoadStatus } from '@xinghe/contracts/client';

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
