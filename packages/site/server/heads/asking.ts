/**
 * How the host asks the API for what it writes into pages (a title's head, a page's first screen):
 * as nobody, since a page is the same for every viewer and never carries a viewer's token; each
 * answer kept for the asking page's freshness (its record in routes/paths.ts) in a small
 * time-limited cache, one request per key in flight, at most `maxEntries` keys (the oldest go
 * first). A failure is kept too, for a shorter while, so an API that is down is not asked again by
 * every page request. A page waits for an answer only so long (`withinMs`).
 *
 * Each answer comes with the moment it stops being fresh, so whatever is made from it (a page kept
 * as bytes, keptBytes.ts) is kept no longer than the answer itself.
 *
 * A page's first screen is looked up by page: a page its record says the host helps has a data
 * module beside it (`src/pages/home/data.ts`), whose `load` its store calls too, so the host asks
 * exactly what the browser would and the browser asks for none of it again. The module says which
 * first screen a request asks for and what it shows: the replies the host writes or embeds, and
 * the pictures it preloads (the largest, the page's LCP, first).
 */
import { createClient, type ApiClient, type CollectionInfo } from '@xinghe/contracts/client';
import type { PageData, RouteParams, Screen } from '../../src/firstScreen/firstData';
import {
  dataModuleOf,
  freshnessOf,
  pagePaths,
  type Freshness,
  type PageId,
  type PageRecord,
} from '../../src/routes/paths';
import { searchWordOf } from '../../src/routes/head';

/** The API client the host's heads and first screens ask with, carrying no viewer's token. */
export const headsClient = (upstream: string): ApiClient =>
  createClient({ baseUrl: upstream, getToken: () => null, timeoutMs: 5_000 });

export interface TtlCacheOptions {
  maxEntries: number;
  now?: () => number;
}

/** An answer (null: none) and until when it holds, on the cache's clock. */
export interface Fresh<V> {
  value: V | null;
  until: number;
}

/** Nothing to look up (a page without a head of its own): nothing limits how long it holds. */
export const NOTHING_TO_ASK: Fresh<never> = { value: null, until: Number.POSITIVE_INFINITY };

/** A lookup that did not answer in time: the page goes out without it and is not kept. */
export const LATE: Fresh<never> = { value: null, until: 0 };

interface Entry<V> {
  fresh: Promise<Fresh<V>>;
  expires: number;
}

export function createTtlCache<V>({ maxEntries, now = Date.now }: TtlCacheOptions) {
  const entries = new Map<string, Entry<V>>();

  /** The kept answer of `key`, or `load()`'s (null: no answer, kept for `failedMs`). */
  function fresh(
    key: string,
    load: () => Promise<V | null>,
    { keptMs, failedMs }: Freshness,
  ): Promise<Fresh<V>> {
    const kept = entries.get(key);
    if (kept && kept.expires > now()) return kept.fresh;
    entries.delete(key);
    const entry: Entry<V> = { fresh: Promise.resolve(LATE), expires: now() + keptMs };
    entry.fresh = load()
      .catch(() => null)
      .then((value) => {
        if (value === null) entry.expires = Math.min(entry.expires, now() + failedMs);
        return { value, until: entry.expires };
      });
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry.fresh;
  }

  return {
    fresh,
    get size() {
      return entries.size;
    },
  };
}

/** `lookup`'s answer if it comes within `waitMs`, else `late` (the lookup goes on and fills its cache). */
export function withinMs<T>(lookup: Promise<T>, waitMs: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(resolve, waitMs, late);
  });
  return Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
}

// A page's first screen, asked as the page's data module says.

export type { Screen };

export interface FirstScreenOptions {
  /** The API's origin (the host's upstream). */
  upstream: string;
  /** How long a page waits for the API before it is served without its first screen. */
  waitMs?: number;
  client?: ApiClient;
  /** The clock answers are kept by (tests). */
  now?: () => number;
  /** Where a title's detail is taken from (the title heads' cache), else asked of the API. */
  detailOf?: (id: string) => Promise<CollectionInfo | null>;
  /** How long answers are kept instead of the page's own freshness (tests). */
  freshness?: Freshness;
}

const dataModules = new Map<string, Promise<PageData>>();

/** A page's data module by its name (paths.ts, dataModuleOf), imported once. */
function importDataModule(name: string): Promise<PageData> {
  let module = dataModules.get(name);
  if (!module) {
    module = import(`../../src/pages/${name}/data.ts`).then(
      (loaded: { default: PageData }) => loaded.default,
    );
    dataModules.set(name, module);
  }
  return module;
}

/**
 * The API as the data modules ask it, but for a title's detail: that comes from the title heads'
 * cache, so a detail page asks the API once for its head and its first screen.
 */
function sharingDetails(
  api: ApiClient,
  detailOf: FirstScreenOptions['detailOf'],
): Pick<ApiClient, 'call'> {
  if (!detailOf) return api;
  const call = (name: string, input?: { path?: { id?: string } }) =>
    name === 'getVodDetail'
      ? detailOf(String(input?.path?.id)).then((detail) =>
          detail ? { ok: true, data: detail } : { ok: false, code: 404, msg: '' },
        )
      : (api.call as (name: string, input?: unknown) => Promise<unknown>)(name, input);
  return { call: call as ApiClient['call'] };
}

export function createFirstScreen({
  upstream,
  waitMs = 300,
  client,
  now,
  detailOf,
  freshness,
}: FirstScreenOptions) {
  const api = sharingDetails(client ?? headsClient(upstream), detailOf);
  const screens = createTtlCache<Screen>({ maxEntries: 500, now });
  const modules = new Map<PageId, PageData>();
  /** The data modules of every page the host helps, imported before the first request. */
  const ready: Promise<void> = Promise.all(
    pagePaths.flatMap((page: PageRecord) => {
      const name = dataModuleOf(page);
      return name ? [importDataModule(name).then((module) => modules.set(page.id, module))] : [];
    }),
  ).then(() => undefined);

  /**
   * What the first screen of `page` at `location` (path and query, without a language prefix) is
   * asked with; null when the page is not helped here (a filtered list, no keyword).
   */
  function askedOf(page: PageRecord, location: string, params: RouteParams): unknown {
    const data = modules.get(page.id);
    if (!data) return null;
    return data.paramsOf({ id: page.id, location, params, word: searchWordOf(location) });
  }

  /**
   * The first screen `asked` names and until when it holds; a null value when it has no picture
   * or the API is late (then not to be kept).
   */
  function screenOf(page: PageRecord, asked: unknown): Promise<Fresh<Screen>> {
    const data = modules.get(page.id);
    if (!data || asked === null) return Promise.resolve(NOTHING_TO_ASK);
    const load = () => data.load(asked, api).then((replies) => data.firstScreenOf(replies));
    const key = `${dataModuleOf(page)} ${JSON.stringify(asked)}`;
    return withinMs(screens.fresh(key, load, freshness ?? freshnessOf(page)), waitMs, LATE);
  }

  return { ready, askedOf, screenOf };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
