/**
 * Replies that do not change per request (the home page, the filter bar), built once per key and
 * kept until the data they came from changes: `version()` says which data a cached value belongs
 * to, and a value of an older version is built again. Keys are few and closed (channel names,
 * content types), so the map needs no eviction.
 */
export interface VersionedCache<K, V> {
  get(key: K, build: () => V): V;
}

export function versionedCache<K, V>(version: () => number): VersionedCache<K, V> {
  const entries = new Map<K, { version: number; value: V }>();
  return {
    get(key, build) {
      const current = version();
      const entry = entries.get(key);
      if (entry && entry.version === current) return entry.value;
      const value = build();
      entries.set(key, { version: current, value });
      return value;
    },
  };
}
