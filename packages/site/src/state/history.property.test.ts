/**
 * The history rules of SPEC sections 4 and 9 for any sequence of events: search keywords (15, no
 * duplicates, newest first, 20 characters) and watched titles (6, one per title, newest first).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_CAP, normalizeHistory, withEntry, type LocalHistoryEntry } from './history';
import {
  SEARCH_HISTORY_LIMIT,
  SEARCH_MAX_LENGTH,
  normalizeKeyword,
  withKeyword,
} from './searchHistory';

const keyword = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('电影', ' 电影 ', '繁花', '', '   '),
);
const entry = fc.record({
  mid: fc.integer({ min: 1, max: 12 }).map((n) => `v${n}`),
  playTime: fc.integer({ min: 0, max: 2_000_000_000 }),
});

describe('search history (property)', () => {
  it('keeps at most 15 distinct keywords, the last one searched first, none over 20 characters', () => {
    fc.assert(
      fc.property(fc.array(keyword, { maxLength: 40 }), (searched) => {
        const history = searched.reduce<string[]>(withKeyword, []);
        expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_LIMIT);
        expect(new Set(history).size).toBe(history.length);
        for (const word of history) {
          expect(word).not.toBe('');
          expect([...word].length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
        }
        const last = searched.map(normalizeKeyword).findLast((word) => word !== '');
        if (last !== undefined) expect(history[0]).toBe(last);
      }),
    );
  });
});

describe('watch history (property)', () => {
  it('keeps at most 6 entries, one per title, the one just watched first', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (watched) => {
        const history = watched.reduce<LocalHistoryEntry[]>(withEntry, []);
        expect(history.length).toBeLessThanOrEqual(HISTORY_CAP);
        expect(new Set(history.map((e) => e.mid)).size).toBe(history.length);
        if (watched.length > 0) expect(history[0]).toEqual(watched.at(-1));
      }),
    );
  });

  it('reads any stored list back as newest first, one per title (the newest), at most 6', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (stored) => {
        const history = normalizeHistory(stored);
        expect(history.length).toBe(Math.min(HISTORY_CAP, new Set(stored.map((e) => e.mid)).size));
        const times = history.map((e) => e.playTime);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        for (const kept of history) {
          const newest = Math.max(
            ...stored.filter((e) => e.mid === kept.mid).map((e) => e.playTime),
          );
          expect(kept.playTime).toBe(newest);
        }
      }),
    );
  });
});
