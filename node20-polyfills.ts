/**
 * Vitest 5 prints failures with Map.groupBy / Object.groupBy, which Node 20 lacks (they arrived in
 * Node 21). Every vitest config imports this so a failing test is reported instead of crashing
 * the reporter. Does nothing on Node 22+, where the built-ins exist.
 */
type KeyFn<T, K> = (item: T, index: number) => K;

function groupInto<T, K>(items: Iterable<T>, key: KeyFn<T, K>, add: (k: K, item: T) => void) {
  let index = 0;
  for (const item of items) add(key(item, index++), item);
}

const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
MapWithGroupBy.groupBy ??= <T, K>(items: Iterable<T>, key: KeyFn<T, K>) => {
  const groups = new Map<K, T[]>();
  groupInto(items, key, (k, item) => groups.set(k, [...(groups.get(k) ?? []), item]));
  return groups;
};

const ObjectWithGroupBy = Object as unknown as { groupBy?: unknown };
ObjectWithGroupBy.groupBy ??= <T>(items: Iterable<T>, key: KeyFn<T, PropertyKey>) => {
  const groups: Record<PropertyKey, T[]> = Object.create(null);
  groupInto(items, key, (k, item) => (groups[k] ??= []).push(item));
  return groups;
};
