/**
 * The category pages (/movie, /drama, ...): per category, its filter conditions
 * (GET /v3/web/api/getFilterCondition, loaded once) and the results of the selected filters
 * (POST /v3/web/api/filter), page after page. Changing the filters starts over; a reply for filters
 * no longer selected (the viewer clicked on while it was in flight) is dropped.
 */
import type {
  ApiResult,
  FilterConditionData,
  FilterPage,
  VideoCard,
  VodType,
} from '@xinghe/contracts/client';
import { VOD_CHANNEL_NAMES } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot, type Snapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { CategoryFirst } from '../firstScreen/firstData';
import { load } from '../pages/category/data';
import { pageAfter } from './paging';
import { CATEGORY_PAGE_SIZE, filterBodyOf, filterKey, type CategoryFilter } from './catalogueQuery';

export type LoadStatus = 'loading' | 'error' | 'loaded';

/** Server lists are replaced whole, never edited in place: kept as refs, plain in snapshots. */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface CategoryEntry {
  filterStatus: LoadStatus;
  /** The channel's filterCondition (genres, regions, years); empty lists until loaded. */
  condition: Kept<FilterConditionData>;
  selected: CategoryFilter;
  status: LoadStatus;
  error?: string;
  /** Every page loaded so far, in order, without duplicates; replaced whole (a ref). */
  items: Kept<VideoCard[]>;
  total: number;
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
}

export const catalogueState = proxy<{ byType: Partial<Record<VodType, CategoryEntry>> }>({
  byType: {},
});

const noCondition = (): Kept<FilterConditionData> => ref({ label: [], country: [], time: [] });

const emptyEntry = (): CategoryEntry => ({
  filterStatus: 'loading',
  condition: noCondition(),
  selected: {},
  status: 'loading',
  items: ref([]),
  total: 0,
  page: 0,
  hasMore: false,
  loadingMore: false,
});

const entryOf = (type: VodType) => (catalogueState.byType[type] ??= emptyEntry());

/** Per category, bumped whenever the selection changes: replies carrying an older one are dropped. */
const generations = new Map<VodType, number>();
const generationOf = (type: VodType) => generations.get(type) ?? 0;
const conditionsInFlight = new Map<VodType, Promise<void>>();

/** Per category, the selection last asked for: asking again for it while shown is a no-op. */
const requestedKeys = new Map<VodType, string>();

/**
 * A page of a selection. A genre is sent by its Chinese name, which the channel's condition pairs
 * with the URL's slug: a selection with a genre waits for the condition first.
 */
async function fetchPage(type: VodType, selected: CategoryFilter, page: number, client: ApiClient) {
  if (selected.label) await catalogueActions.loadFilters(type, client);
  const labels = entryOf(type).condition.label;
  return client.call('filter', { params: filterBodyOf(type, selected, labels, page) });
}

/** The filter bar's reply in the entry. */
function setConditions(type: VodType, reply: ApiResult<FilterConditionData>) {
  const current = entryOf(type);
  if (reply.ok) current.condition = ref(reply.data);
  current.filterStatus = reply.ok ? 'loaded' : 'error';
}

/**
 * The page's first request (its list unfiltered, its filter bar not asked yet): both asked by the
 * page's `load`, as the host asks them; the filter bar's half is shared with `loadFilters`.
 */
function firstPage(type: VodType, client: ApiClient) {
  entryOf(type).filterStatus = 'loading';
  const replies = load({ type }, client);
  const conditions = replies
    .then((r) => setConditions(type, r.conditions))
    .finally(() => conditionsInFlight.delete(type));
  conditionsInFlight.set(type, conditions);
  return replies.then((r) => r.firstPage);
}

/** What a page of the list sets in the entry (see pageAfter). */
const pageFields = (reply: FilterPage, asked: number) =>
  pageAfter(reply, asked, CATEGORY_PAGE_SIZE);

export const catalogueActions = {
  /** The filter bar's groups, once per category (again after a failure). */
  loadFilters(type: VodType, client: ApiClient = api) {
    const entry = entryOf(type);
    if (entry.filterStatus === 'loaded') return Promise.resolve();
    const pending = conditionsInFlight.get(type);
    if (pending) return pending;
    entry.filterStatus = 'loading';
    const request = client
      .call('getFilterCondition', { params: { chName: VOD_CHANNEL_NAMES[type] } })
      .then((reply) => setConditions(type, reply))
      .finally(() => conditionsInFlight.delete(type));
    conditionsInFlight.set(type, request);
    return request;
  },

  /**
   * Shows the results of a selection (the URL's). The same selection already shown is kept, so
   * coming back to a category shows its pages at once; `force` reloads (the retry button).
   */
  async select(
    type: VodType,
    selected: CategoryFilter,
    options: { client?: ApiClient; force?: boolean } = {},
  ) {
    const entry = entryOf(type);
    const key = filterKey(selected);
    if (requestedKeys.get(type) === key && entry.status !== 'error' && !options.force) return;
    requestedKeys.set(type, key);
    const mine = generationOf(type) + 1;
    generations.set(type, mine);
    Object.assign(entry, {
      selected,
      status: 'loading',
      error: undefined,
      items: ref([]),
      total: 0,
      page: 0,
      hasMore: false,
      loadingMore: false,
    } satisfies Partial<CategoryEntry>);
    const client = options.client ?? api;
    const unasked =
      key === filterKey({}) && entry.filterStatus !== 'loaded' && !conditionsInFlight.has(type);
    const reply = await (unasked ? firstPage(type, client) : fetchPage(type, selected, 1, client));
    if (generationOf(type) !== mine) return;
    if (!reply.ok) {
      Object.assign(entryOf(type), { status: 'error', error: reply.msg });
      return;
    }
    Object.assign(entryOf(type), {
      status: 'loaded',
      items: ref(reply.data.list),
      ...pageFields(reply.data, 1),
    } satisfies Partial<CategoryEntry>);
  },

  /** The next page of the current selection, appended without duplicates. */
  async loadMore(type: VodType, client: ApiClient = api) {
    const entry = entryOf(type);
    if (entry.status !== 'loaded' || !entry.hasMore || entry.loadingMore) return;
    const mine = generationOf(type);
    entry.loadingMore = true;
    const next = entry.page + 1;
    const reply = await fetchPage(type, { ...entry.selected }, next, client);
    if (generationOf(type) !== mine) return;
    const current = entryOf(type);
    current.loadingMore = false;
    if (!reply.ok) return; // the next scroll towards the end asks again
    const seen = new Set(current.items.map((item) => item.id));
    current.items = ref([...current.items, ...reply.data.list.filter((v) => !seen.has(v.id))]);
    Object.assign(current, pageFields(reply.data, next));
  },

  /**
   * A category as a server-written first screen showed it: its filter bar and the first page of
   * its unfiltered list, shown (and not asked for again) as if this store had loaded them.
   */
  startFrom({ category: { type, conditions, firstPage } }: CategoryFirst) {
    catalogueState.byType[type] = {
      ...emptyEntry(),
      filterStatus: 'loaded',
      condition: ref(conditions),
      status: 'loaded',
      items: ref(firstPage.list),
      ...pageFields(firstPage, 1),
    };
    requestedKeys.set(type, filterKey({}));
  },

  /** Forgets every category (tests). */
  reset() {
    catalogueState.byType = {};
    generations.clear();
    requestedKeys.clear();
    conditionsInFlight.clear();
  },
};

const notLoadedYet = emptyEntry();

export function useCategoryEntry(type: VodType): Snapshot<CategoryEntry> {
  return useSnapshot(catalogueState).byType[type] ?? notLoadedYet;
}
