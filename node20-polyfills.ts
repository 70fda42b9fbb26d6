/**
 * Vitest 5 prints failures with Map.groupBy / Object.groupBy, which Node 20 lacks (they arrived in
 * Node 21). Every vitest config imports this so a failing test is reported instead of crashing
 * the reporter. Harmless on Node 22+, where the built-ins exist.
 */
type KeyFn<T, K> = (item: T, index: number) => K;

if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy<T, K>(items: Iterable<T>, key: KeyFn<T, K>): Map<K, T[]> {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  } as typeof Map.groupBy;
}

if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy<T>(items: Iterable<T>, key: KeyFn<T, PropertyKey>) {
    const groups: Partial<Record<PropertyKey, T[]>> = {};
    let index = 0;
    for (const item of items) (groups[key(item, index++)] ??= []).push(item);
    return groups;
  } as typeof Object.groupBy;
}
