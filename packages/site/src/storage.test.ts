import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** Storage that throws on every use, as Safari's private mode and blocked cookies do. */
function disabled(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    length: 0,
    key: refuse,
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    clear: refuse,
  };
}

describe('storage', () => {
  it('reads, writes and removes text and JSON in local and session storage', () => {
    expect(localStore.set('a', 'x')).toBe(true);
    expect(localStorage.getItem('a')).toBe('x');
    expect(localStore.setJson('list', [1, 'two'])).toBe(true);
    expect(localStore.getJson('list')).toEqual([1, 'two']);
    expect(localStore.remove('a')).toBe(true);
    expect(localStore.get('a')).toBeNull();

    sessionStore.setJson('order', { id: 'o-1' });
    expect(JSON.parse(sessionStorage.getItem('order')!)).toEqual({ id: 'o-1' });
    expect(sessionStore.clear()).toBe(true);
    expect(sessionStore.get('order')).toBeNull();
  });

  it('reads what is not JSON (a hand edit, an older format) as null', () => {
    localStorage.setItem('list', '[1, 2');
    expect(localStore.getJson('list')).toBeNull();
    expect(localStore.getJson('missing')).toBeNull();
  });

  it('with storage disabled, reads give null and writes report false instead of throwing', () => {
    vi.stubGlobal('localStorage', disabled());
    vi.stubGlobal('sessionStorage', disabled());
    expect(localStore.get('token')).toBeNull();
    expect(localStore.getJson('keywords')).toBeNull();
    expect(localStore.set('token', 'a.b.c')).toBe(false);
    expect(localStore.remove('token')).toBe(false);
    expect(sessionStore.setJson('order', {})).toBe(false);
    expect(sessionStore.clear()).toBe(false);
  });

  it('where even reaching storage throws (a sandboxed iframe), it is treated as disabled', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(localStore.get('token')).toBeNull();
    expect(localStore.set('token', 'a.b.c')).toBe(false);
  });

  it('a full storage (quota exceeded) refuses the write and keeps what it had', () => {
    localStorage.setItem('keywords', '["旧"]');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(localStore.setJson('keywords', ['新'])).toBe(false);
    expect(localStore.getJson('keywords')).toEqual(['旧']);
  });
});
