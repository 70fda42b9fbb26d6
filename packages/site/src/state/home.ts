/**
 * Home and channel page data (GET /v3/web/api/home), one entry per chName (首页, or a channel's
 * Chinese name) with its status.
 * A loaded channel is kept for the session: going back to a page shows it at once.
 */
import type { HomeChannelName, HomeData } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import { HOME_CHANNEL, load } from '../pages/home/data';
import { createResource, idle, type Entry, type LoadOptions } from './resource';

export { HOME_CHANNEL };

export type HomeEntry = Entry<HomeData>;

export const homeState = proxy<{ byChannel: Partial<Record<HomeChannelName, HomeEntry>> }>({
  byChannel: {},
});

const home = createResource<HomeChannelName, HomeData>({
  at: (chName) => (homeState.byChannel[chName] ??= idle()),
  fetch: (chName, client) => load({ chName }, client),
  slot: (chName) => chName,
});

export const homeActions = {
  /**
   * Loads a channel unless it is loaded already (or `force`, the retry after an error).
   * Never throws: a failure becomes the entry's `error` status.
   */
  load(chName: HomeChannelName = HOME_CHANNEL, options: LoadOptions = {}) {
    return home.load(chName, options);
  },

  /** The channel a server-written first screen showed, as if loaded here. */
  startFrom(chName: HomeChannelName, data: HomeData) {
    home.startFrom(chName, data);
  },

  /** Forgets every loaded channel (tests; a later "refresh" action). */
  reset() {
    home.reset();
    homeState.byChannel = {};
  },
};

const notLoadedYet: HomeEntry = { status: 'loading' };

/** The entry of one channel; `loading` before the first load starts. */
export function useHomeEntry(chName: HomeChannelName = HOME_CHANNEL) {
  return useSnapshot(homeState).byChannel[chName] ?? notLoadedYet;
}
