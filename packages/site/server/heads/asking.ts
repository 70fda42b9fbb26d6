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
 */
import { createClient, type ApiClient } from '@xinghe/contracts/client';
import type { Freshness } from '../../src/routes/paths';

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
