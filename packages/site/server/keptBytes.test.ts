/**
 * The page cache holds at most its bytes, compressed variants included: a flood of distinct pages
 * (search words, made-up paths, forged Host headers in development) pushes the oldest out instead
 * of growing the process.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './keptBytes';

/** A page that compresses like a real one: repeated markup around text that does not. */
const pageHtml = () =>
  `<html><body>${'<div class="card">'.repeat(100)}${randomBytes(3_000).toString('base64')}</body></html>`;

describe('the page cache', () => {
  it('keeps at most its bytes, the newest pages first, whatever the number of pages', () => {
    const maxBytes = 40_000;
    const cache = createPageCache({ maxBytes, maxEntries: 1_000, now: () => 0 });
    const forever = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 200; i += 1) {
      const page = cache.put(`page ${i}`, pageHtml(), forever);
      page.variant('br');
      page.variant('gzip');
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.get('page 199')).toBeDefined();
    expect(cache.get('page 0')).toBeUndefined();
    expect(cache.size).toBeLessThan(200);
  });

  it('counts a variant made after the page was kept', () => {
    const cache = createPageCache({ now: () => 0 });
    const page = cache.put('page', pageHtml(), Number.POSITIVE_INFINITY);
    const before = cache.bytes;
    const br = page.variant('br');
    expect(cache.bytes).toBe(before + br.body.length);
    // Made once: asking again adds nothing.
    page.variant('br');
    expect(cache.bytes).toBe(before + br.body.length);
  });

  it('keeps nothing of a page that is not to be kept', () => {
    const cache = createPageCache({ now: () => 1_000 });
    const page = cache.put('page', pageHtml(), 0);
    page.variant('br');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
