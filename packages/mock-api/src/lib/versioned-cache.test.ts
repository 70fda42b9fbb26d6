import { describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache';

describe('versionedCache', () => {
  it('builds a value once per key while the version stands, and again when it moves', () => {
    let version = 1;
    let builds = 0;
    const cache = versionedCache<string, number>(() => version);
    const build = () => ++builds;
    expect(cache.get('home', build)).toBe(1);
    expect(cache.get('home', build)).toBe(1);
    expect(cache.get('movie', build)).toBe(2);
    version = 2;
    expect(cache.get('home', build)).toBe(3);
    expect(builds).toBe(3);
  });
});
