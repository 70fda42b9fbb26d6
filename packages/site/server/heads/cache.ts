/**
 * A small time-limited cache of lookups: one request per key in flight, answers kept `ttlMs`, at
 * most `maxEntries` keys (the oldest go first). A failure is kept too, for a shorter while, so an
 * API that is down is not asked again by every page request.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V | null>;
  expires: number;
}

export function createTtlCache<V>({
  ttlMs,
  failureTtlMs,
  maxEntries,
  now = Date.now,
}: TtlCacheOptions) {
  const entries = new Map<string, Entry<V>>();

  return {
    /** The kept answer of `key`, or `load()`'s (null: no answer; kept for `failureTtlMs`). */
    get(key: string, load: () => Promise<V | null>): Promise<V | null> {
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.value;
      entries.delete(key);
      const entry: Entry<V> = { value: Promise.resolve(null), expires: now() + ttlMs };
      entry.value = load()
        .catch(() => null)
        .then((value) => {
          if (value === null) entry.expires = Math.min(entry.expires, now() + failureTtlMs);
          return value;
        });
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}

/** `lookup`'s answer if it comes within `waitMs`, else null (the lookup goes on and fills its cache). */
export function withinMs<V>(lookup: Promise<V | null>, waitMs: number): Promise<V | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, waitMs, null);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}
