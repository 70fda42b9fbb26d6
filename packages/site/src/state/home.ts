/**
 * Home and channel page data (GET /v3/web/api/home), one entry per chName (首页, or a channel's
 * Chinese name) with its status.
 * A loaded channel is kept for the session: going back to a page shows it at once.
 */
import type { HomeChannelName, HomeData } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { FirstData } from '../firstScreen/firstData';
import { HOME_CHANNEL, load } from '../pages/home/data';

export { HOME_CHANNEL };

export type LoadStatus = 'loading' | 'error' | 'loaded';

/**
 * Server data is replaced whole, never edited in place, so it is kept as a `ref`: no deep proxy over
 * hundreds of cards, and components get the plain object.
 */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface HomeEntry {
  status: LoadStatus;
  data?: Kept<HomeData>;
  /** The message of the last failure (Chinese, from the client or the API). */
  error?: string;
}

export interface HomeState {
  byChannel: Partial<Record<HomeChannelName, HomeEntry>>;
}

export const homeState = proxy<HomeState>({ byChannel: {} });

/** Requests in flight, so two callers of the same channel share one request. */
const inFlight = new Map<HomeChannelName, Promise<void>>();

export const homeActions = {
  /**
   * Loads a channel unless it is loaded already (or `force`, the retry after an error).
   * Never throws: a failure becomes the entry's `error` status.
   */
  load(
    chName: HomeChannelName = HOME_CHANNEL,
    options: { force?: boolean; client?: ApiClient } = {},
  ) {
    const current = homeState.byChannel[chName];
    if (current?.status === 'loaded' && !options.force) return Promise.resolve();
    const pending = inFlight.get(chName);
    if (pending) return pending;

    homeState.byChannel[chName] = { status: 'loading', data: current?.data };
    const request = load({ chName }, options.client ?? api)
      .then((result) => {
        homeState.byChannel[chName] = result.ok
          ? { status: 'loaded', data: ref(result.data) }
          : { status: 'error', error: result.msg };
      })
      .finally(() => inFlight.delete(chName));
    inFlight.set(chName, request);
    return request;
  },

  /** The home page as a server-written first screen showed it, if it did (firstData.ts). */
  startFrom({ home }: FirstData) {
    homeState.byChannel = home ? { [HOME_CHANNEL]: { status: 'loaded', data: ref(home) } } : {};
  },

  /** Forgets every loaded channel (tests; a later "refresh" action). */
  reset() {
    homeState.byChannel = {};
    inFlight.clear();
  },
};

const notLoadedYet: HomeEntry = { status: 'loading' };

/** The entry of one channel; `loading` before the first load starts. */
export function useHomeEntry(chName: HomeChannelName = HOME_CHANNEL) {
  return useSnapshot(homeState).byChannel[chName] ?? notLoadedYet;
}
