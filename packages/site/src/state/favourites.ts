/**
 * The viewer's VOD favourites (token header): whether a title is favourited (the detail page's
 * toggle) and the paged list of /collect with remove. The toggle answers at once and is undone if
 * the server refuses. A 401 signs the viewer out.
 */
import type { CollectItem } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { LoadStatus } from './home';

export const FAVOURITES_PAGE_SIZE = 24;

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface FavouritesState {
  /** Favourited or not, by title id, as last known. */
  collected: Record<string, boolean>;
  list: {
    status: LoadStatus | 'idle';
    items: Kept<CollectItem[]>;
    page: number;
    /** Favourites on the server in all (every page). */
    total: number;
    hasMore: boolean;
    loadingMore: boolean;
    error?: string;
  };
}

const emptyList = (): FavouritesState['list'] => ({
  status: 'idle',
  items: ref([]),
  page: 0,
  total: 0,
  hasMore: false,
  loadingMore: false,
});

export const favouritesState = proxy<FavouritesState>({ collected: {}, list: emptyList() });

/** Bumped by a reload: pages of an older list are dropped. */
let listGeneration = 0;

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
  async loadList(client: ApiClient = api) {
    const generation = ++listGeneration;
    favouritesState.list = { ...emptyList(), status: 'loading' };
    const reply = await client.call('getVodCollects', {
      params: { page: 1, pageSize: FAVOURITES_PAGE_SIZE },
    });
    if (generation !== listGeneration) return;
    if (!reply.ok) {
      favouritesState.list = { ...emptyList(), status: 'error', error: reply.msg };
      return;
    }
    for (const item of reply.data.list) favouritesState.collected[item.id] = true;
    favouritesState.list = {
      status: 'loaded',
      items: ref(reply.data.list),
      page: 1,
      total: reply.data.total,
      hasMore: reply.data.hasMore,
      loadingMore: false,
    };
  },

  async loadMore(client: ApiClient = api) {
    const list = favouritesState.list;
    if (list.status !== 'loaded' || !list.hasMore || list.loadingMore) return;
    const generation = listGeneration;
    list.loadingMore = true;
    const reply = await client.call('getVodCollects', {
      params: { page: list.page + 1, pageSize: FAVOURITES_PAGE_SIZE },
    });
    if (generation !== listGeneration) return;
    favouritesState.list.loadingMore = false;
    if (!reply.ok) return;
    for (const item of reply.data.list) favouritesState.collected[item.id] = true;
    const known = new Set(list.items.map((i) => i.id));
    favouritesState.list.items = ref([
      ...list.items,
      ...reply.data.list.filter((i) => !known.has(i.id)),
    ]);
    favouritesState.list.page = reply.data.page;
    favouritesState.list.total = reply.data.total;
    favouritesState.list.hasMore = reply.data.hasMore;
  },

  /** Removes one favourite from the list (and the server); put back if the server refuses. */
  async remove(id: string, client: ApiClient = api) {
    const before = favouritesState.list.items;
    const listed = before.some((i) => i.id === id);
    favouritesState.list.items = ref(before.filter((i) => i.id !== id));
    if (listed) favouritesState.list.total = Math.max(0, favouritesState.list.total - 1);
    favouritesState.collected[id] = false;
    const reply = await client.call('removeVodCollect', { params: { id } });
    if (reply.ok) return;
    favouritesState.list.items = before;
    if (listed) favouritesState.list.total += 1;
    favouritesState.collected[id] = true;
  },

  reset() {
    listGeneration++;
    favouritesState.collected = {};
    favouritesState.list = emptyList();
  },
};

export const useCollected = (id: string) => useSnapshot(favouritesState).collected[id] === true;
export const useFavouritesList = () => useSnapshot(favouritesState).list;
