import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  historyActions,
  historyState,
  localEntryFor,
  normalizeHistory,
  readHistory,
  splitByWeek,
  VOD_HISTORY_KEY,
  withEntry,
  type LocalHistoryEntry,
} from './history';

const NOW = 1_780_000_000;
const stored = () => JSON.parse(localStorage.getItem(VOD_HISTORY_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  historyActions.reload();
});
afterEach(() => localStorage.clear());

describe('local watch history rules', () => {
  it('puts the newest entry first', () => {
    let list: LocalHistoryEntry[] = [];
    list = withEntry(list, { mid: 1, playTime: NOW - 20 });
    list = withEntry(list, { mid: 2, playTime: NOW - 10 });
    expect(list.map((e) => e.mid)).toEqual([2, 1]);
  });

  it('keeps one entry per title: watching it again moves it to the front with the new position', () => {
    let list: LocalHistoryEntry[] = [
      { mid: 2, playTime: NOW - 10 },
      { mid: 1, playTime: NOW - 20, ep: 1, position: 30 },
    ];
    list = withEntry(list, { mid: 1, playTime: NOW, ep: 3, position: 95 });
    expect(list).toEqual([
      { mid: 1, playTime: NOW, ep: 3, position: 95 },
      { mid: 2, playTime: NOW - 10 },
    ]);
  });

  it('keeps at most 6 entries, dropping the oldest', () => {
    let list: LocalHistoryEntry[] = [];
    for (let mid = 1; mid <= 8; mid++) list = withEntry(list, { mid, playTime: NOW + mid });
    expect(list.map((e) => e.mid)).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('separates the last week (604800 s) from older history', () => {
    const list = [
      { mid: 1, playTime: NOW - 60 },
      { mid: 2, playTime: NOW - 604_799 },
      { mid: 3, playTime: NOW - 604_800 },
      { mid: 4, playTime: NOW - 2_000_000 },
    ];
    const { recent, older } = splitByWeek(list, NOW);
    expect(recent.map((e) => e.mid)).toEqual([1, 2]);
    expect(older.map((e) => e.mid)).toEqual([3, 4]);
  });

  it('normalises any list: sorted newest first, duplicates dropped keeping the newest, capped', () => {
    const list = normalizeHistory([
      { mid: 1, playTime: 5 },
      { mid: 2, playTime: 9 },
      { mid: 1, playTime: 7, ep: 2 },
    ]);
    expect(list).toEqual([
      { mid: 2, playTime: 9 },
      { mid: 1, playTime: 7, ep: 2 },
    ]);
  });
});

describe('the history store', () => {
  it('writes vod-history in local storage and updates the state', () => {
    historyActions.record({ mid: 42, ep: 2, position: 61.5, playTime: NOW });
    historyActions.record({ mid: 7, playTime: NOW + 1 });
    expect(stored()).toEqual([
      { mid: 7, playTime: NOW + 1 },
      { mid: 42, ep: 2, position: 61.5, playTime: NOW },
    ]);
    expect(historyState.entries.map((e) => e.mid)).toEqual([7, 42]);
    expect(localEntryFor(42)).toMatchObject({ ep: 2, position: 61.5 });
  });

  it('stamps playTime with the current epoch seconds', () => {
    const before = Math.floor(Date.now() / 1000);
    historyActions.record({ mid: 5 });
    const [entry] = readHistory();
    expect(entry?.playTime).toBeGreaterThanOrEqual(before);
    expect(entry?.playTime).toBeLessThanOrEqual(before + 1);
  });

  it('removes one title and clears all', () => {
    historyActions.record({ mid: 1, playTime: NOW });
    historyActions.record({ mid: 2, playTime: NOW + 1 });
    historyActions.remove(2);
    expect(readHistory().map((e) => e.mid)).toEqual([1]);
    historyActions.clear();
    expect(readHistory()).toEqual([]);
    expect(historyState.entries).toEqual([]);
  });

  it('reads broken or foreign storage as an empty list, skipping malformed entries', () => {
    localStorage.setItem(VOD_HISTORY_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(VOD_HISTORY_KEY, JSON.stringify({ mid: 1 }));
    expect(readHistory()).toEqual([]);
    localStorage.setItem(
      VOD_HISTORY_KEY,
      JSON.stringify([{ mid: 'x', playTime: 1 }, null, { mid: 3, playTime: NOW, ep: -1 }]),
    );
    expect(readHistory()).toEqual([{ mid: 3, playTime: NOW }]);
  });
});
