/**
 * The viewer's VOD favourites (token header): whether a title is favourited (the detail page's
 * toggle) and the paged list of /collect with remove. The toggle answers at once and is undone if
 * the server refuses. A 401 signs the viewer out.
 */
import type { CollectItem } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { firstPage, withPage, type Paged } from './paging';
import { createResource, idle, type Entry } from './resource';

export const FAVOURITES_PAGE_SIZE = 24;

export interface FavouritesState {
  /** Favourited or not, by title id, as last known. */
  collected: Record<string, boolean>;
  /** /collect's list, page after page (`total`: favourites on the server in all). */
  list: Entry<Paged<CollectItem>>;
  loadingMore: boolean;
}

export const favouritesState = proxy<FavouritesState>({
  collected: {},
  list: idle(),
  loadingMore: false,
});

const markCollected = (items: readonly CollectItem[]) => {
  for (const item of items) favouritesState.collected[item.id] = true;
};

/** The first page of /collect, asked for again on each visit (loading shown meanwhile). */
const list = createResource<void, Paged<CollectItem>>({
  at: () => favouritesState.list,
  fetch: async (_, client) => {
    const reply = await client.call('getVodCollects', {
      params: { page: 1, pageSize: FAVOURITES_PAGE_SIZE },
    });
    return reply.ok
      ? { ...reply, data: firstPage(reply.data.list, reply.data, FAVOURITES_PAGE_SIZE) }
      : reply;
  },
  refresh: 'loading',
  onLoaded: (page) => markCollected(page.items),
});

export const favouritesActions = {
  async loadStatus(id: string, client: ApiClient = api) {
    const reply = await client.call('getVodCollectStatus', { path: { id } });
    if (reply.ok) favouritesState.collected[id] = reply.data.collected;
  },

  /** Favourites or unfavourites; resolves to whether the server took it. */
  async toggle(id: string, client: ApiClient = api): Promise<boolean> {
    const was = favouritesState.collected[id] === true;
    favouritesState.collected[id] = !was;
    const reply = was
      ? await client.call('removeVodCollect', { params: { id } })
      : await client.call('addVodCollect', { params: { id } });
    if (reply.ok) {
      // The list is stale now; /collect reloads it when shown.
      favouritesState.list.status = 'idle';
      return true;
    }
    favouritesState.collected[id] = was;
    return false;
  },

  /** The first page of /collect (again). */
  loadList(client: ApiClient = api) {
    favouritesState.loadingMore = false;
    return list.reload(undefined, client);
  },

  async loadMore(client: ApiClient = api) {
    const shown = favouritesState.list.data;
    if (favouritesState.list.status !== 'loaded' || !shown?.hasMore) return;
    if (favouritesState.loadingMore) return;
    const stillCurrent = list.currentFor(undefined);
    favouritesState.loadingMore = true;
    const next = shown.page + 1;
    const reply = await client.call('getVodCollects', {
      params: { page: next, pageSize: FAVOURITES_PAGE_SIZE },
    });
    if (!stillCurrent()) return;
    favouritesState.loadingMore = false;
    const current = favouritesState.list.data;
    if (!reply.ok || !current) return;
    markCollected(reply.data.list);
    favouritesState.list.data = ref(
      withPage(current, reply.data.list, reply.data, next, FAVOURITES_PAGE_SIZE),
    );
  },

  /** Removes one favourite from the list (and the server); put back if the server refuses. */
  async remove(id: string, client: ApiClient = api) {
    const entry = favouritesState.list;
    const before = entry.data;
    const listed = before?.items.some((i) => i.id === id) === true;
    if (before && listed) {
      const items = before.items.filter((i) => i.id !== id);
      entry.data = ref({ ...before, items, total: Math.max(0, before.total - 1) });
    }
    favouritesState.collected[id] = false;
    const reply = await client.call('removeVodCollect', { params: { id } });
    if (reply.ok) return;
    if (before && listed) entry.data = before;
    favouritesState.collected[id] = true;
  },

  reset() {
    list.reset();
    Object.assign(favouritesState, { collected: {}, list: idle(), loadingMore: false });
  },
};

export const useCollected = (id: string) => useSnapshot(favouritesState).collected[id] === true;
export const useFavouritesList = () => {
  const { list, loadingMore } = useSnapshot(favouritesState);
  return { list, loadingMore };
};
