/**
 * The one way the site touches localStorage and sessionStorage. Every access is guarded: storage
 * may be missing or throw on any use (Safari's private mode, a sandboxed iframe, cookies blocked)
 * and a write may fail when it is full. Then a read gives null, a write or a removal does nothing
 * and says so (false), and the caller carries on with what it has in memory.
 */

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return (which === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null; // even looking at the property throws where storage is disabled
  }
}

function guarded<T>(which: StorageArea, access: (store: Storage) => T, otherwise: T): T {
  const store = area(which);
  if (!store) return otherwise;
  try {
    return access(store);
  } catch {
    return otherwise;
  }
}

function createStore(which: StorageArea) {
  const store = {
    /** The stored text, or null when absent or unreadable. */
    get: (key: string): string | null => guarded(which, (s) => s.getItem(key), null),
    /** Stores text; false when storage refused it (disabled, full). */
    set: (key: string, value: string): boolean =>
      guarded(which, (s) => (s.setItem(key, value), true), false),
    remove: (key: string): boolean => guarded(which, (s) => (s.removeItem(key), true), false),
    /** Empties this storage area (SPEC: a nav click clears session storage). */
    clear: (): boolean => guarded(which, (s) => (s.clear(), true), false),
    /** The stored JSON value, or null when absent, unreadable or not JSON (check its shape). */
    getJson(key: string): unknown {
      const text = store.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
    setJson: (key: string, value: unknown): boolean => store.set(key, JSON.stringify(value)),
  };
  return store;
}

export const localStore = createStore('local');
export const sessionStore = createStore('session');
