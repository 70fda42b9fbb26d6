/**
 * The category pages (/movie, /drama, ...): per category, its filter conditions
 * (GET /v3/web/api/getFilterCondition, loaded once) and the results of the selected filters
 * (POST /v3/web/api/filter), page after page. Changing the filters starts over; a reply for filters
 * no longer selected (the viewer clicked on while it was in flight) is dropped.
 */
import type { FilterConditionData, FilterPage, VideoCard, VodType } from '@xinghe/contracts/client';
import { VOD_CHANNEL_NAMES } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot, type Snapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { CategoryFirst } from '../firstScreen/firstData';
import { askFirstReplies, firstRepliesOnTheirWay, forgetFirstReplies } from './catalogueFirst';
import { firstPage, withPage, type Paged } from './paging';
import { CATEGORY_PAGE_SIZE, filterBodyOf, filterKey, type CategoryFilter } from './catalogueQuery';
import { createResource, idle, mapData, type Entry } from './resource';

export interface CategoryEntry {
  /** The channel's filterCondition (genres, regions, years). */
  filters: Entry<FilterConditionData>;
  selected: CategoryFilter;
  /** The selection's results, every page loaded so far. */
  results: Entry<Paged<VideoCard>>;
  loadingMore: boolean;
}

export const catalogueState = proxy<{ byType: Partial<Record<VodType, CategoryEntry>> }>({
  byType: {},
});

const emptyEntry = (): CategoryEntry => ({
  filters: idle(),
  selected: {},
  results: idle(),
  loadingMore: false,
});

const entryOf = (type: VodType) => (catalogueState.byType[type] ??= emptyEntry());

const filters = createResource<VodType, FilterConditionData>({
  at: (type) => entryOf(type).filters,
  fetch: (type, client) =>
    firstRepliesOnTheirWay(type)?.then((replies) => replies.conditions) ??
    client.call('getFilterCondition', { params: { chName: VOD_CHANNEL_NAMES[type] } }),
  slot: (type) => type,
});

/**
 * A page of a selection. A genre is sent by its Chinese name, which the channel's condition pairs
 * with the URL's slug: a selection with a genre waits for the condition first.
 */
async function fetchPage(type: VodType, selected: CategoryFilter, page: number, client: ApiClient) {
  if (selected.label) await filters.load(type, { client });
  const labels = entryOf(type).filters.data?.label ?? [];
  return client.call('filter', { params: filterBodyOf(type, selected, labels, page) });
}

interface Selection {
  type: VodType;
  selected: CategoryFilter;
}

const firstOf = (reply: FilterPage) => firstPage(reply.list, reply, CATEGORY_PAGE_SIZE);

const results = createResource<Selection, Paged<VideoCard>>({
  at: ({ type }) => entryOf(type).results,
  fetch: async ({ type, selected }, client) => {
    const first = filterKey(selected) === filterKey({}) && entryOf(type).filters.status === 'idle';
    if (!first) return mapData(await fetchPage(type, selected, 1, client), firstOf);
    const replies = askFirstReplies(type, client);
    void filters.load(type, { client });
    return mapData((await replies).firstPage, firstOf);
  },
  slot: ({ type }) => type,
  identity: ({ selected }) => filterKey(selected),
});

export const catalogueActions = {
  /** The filter bar's groups, once per category (again after a failure). */
  loadFilters(type: VodType, client: ApiClient = api) {
    return filters.load(type, { client });
  },

  /**
   * Shows the results of a selection (the URL's). The same selection already shown is kept, so
   * coming back to a category shows its pages at once; `force` reloads (the retry button).
   */
  select(
    type: VodType,
    selected: CategoryFilter,
    options: { client?: ApiClient; force?: boolean } = {},
  ) {
    const entry = entryOf(type);
    if (filterKey(entry.selected) !== filterKey(selected)) entry.loadingMore = false;
    entry.selected = selected;
    return results.load({ type, selected }, options);
  },

  /** Asks again for the selection shown (the retry button). */
  retry(type: VodType, client: ApiClient = api) {
    const entry = entryOf(type);
    return results.load({ type, selected: { ...entry.selected } }, { client, force: true });
  },

  /** The next page of the current selection, appended without duplicates. */
  async loadMore(type: VodType, client: ApiClient = api) {
    const entry = entryOf(type);
    const shown = entry.results.data;
    if (entry.results.status !== 'loaded' || !shown?.hasMore || entry.loadingMore) return;
    const selected = { ...entry.selected };
    const stillCurrent = results.currentFor({ type, selected });
    entry.loadingMore = true;
    const next = shown.page + 1;
    const reply = await fetchPage(type, selected, next, client);
    if (!stillCurrent()) return;
    const current = entryOf(type);
    current.loadingMore = false;
    if (!reply.ok || !current.results.data) return; // the next scroll towards the end asks again
    current.results.data = ref(
      withPage(current.results.data, reply.data.list, reply.data, next, CATEGORY_PAGE_SIZE),
    );
  },

  /**
   * A category as a server-written first screen showed it: its filter bar and the first page of
   * its unfiltered list, shown (and not asked for again) as if this store had loaded them.
   */
  startFrom({ category: { type, conditions, firstPage: page } }: CategoryFirst) {
    catalogueState.byType[type] = emptyEntry();
    filters.startFrom(type, conditions);
    results.startFrom({ type, selected: {} }, firstOf(page));
  },

  /** Forgets every category (tests). */
  reset() {
    filters.reset();
    results.reset();
    forgetFirstReplies();
    catalogueState.byType = {};
  },
};

const notLoadedYet: CategoryEntry = {
  filters: { status: 'loading' },
  selected: {},
  results: { status: 'loading' },
  loadingMore: false,
};

export function useCategoryEntry(type: VodType): Snapshot<CategoryEntry> {
  return useSnapshot(catalogueState).byType[type] ?? notLoadedYet;
}
