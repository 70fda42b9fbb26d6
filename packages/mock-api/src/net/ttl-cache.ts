/**
 * A small time-bounded cache of check results: a source checked twice within the TTL is fetched
 * once, so the checks cannot be used to hammer a host. Bounded in size; the oldest entry goes first.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries: number, now: () => number) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
