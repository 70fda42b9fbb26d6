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
    list = withEntry(list, { mid: 'v1', playTime: NOW - 20 });
    list = withEntry(list, { mid: 'v2', playTime: NOW - 10 });
    expect(list.map((e) => e.mid)).toEqual(['v2', 'v1']);
  });

  it('keeps one entry per title: watching it again moves it to the front with the new position', () => {
    let list: LocalHistoryEntry[] = [
      { mid: 'v2', playTime: NOW - 10 },
      { mid: 'v1', playTime: NOW - 20, ep: 1, position: 30 },
    ];
    list = withEntry(list, { mid: 'v1', playTime: NOW, ep: 3, position: 95 });
    expect(list).toEqual([
      { mid: 'v1', playTime: NOW, ep: 3, position: 95 },
      { mid: 'v2', playTime: NOW - 10 },
    ]);
  });

  it('keeps at most 6 entries, dropping the oldest', () => {
    let list: LocalHistoryEntry[] = [];
    for (let n = 1; n <= 8; n++) list = withEntry(list, { mid: `v${n}`, playTime: NOW + n });
    expect(list.map((e) => e.mid)).toEqual(['v8', 'v7', 'v6', 'v5', 'v4', 'v3']);
  });

  it('separates the last week (604800 s) from older history', () => {
    const list = [
      { mid: 'v1', playTime: NOW - 60 },
      { mid: 'v2', playTime: NOW - 604_799 },
      { mid: 'v3', playTime: NOW - 604_800 },
      { mid: 'v4', playTime: NOW - 2_000_000 },
    ];
    const { recent, older } = splitByWeek(list, NOW);
    expect(recent.map((e) => e.mid)).toEqual(['v1', 'v2']);
    expect(older.map((e) => e.mid)).toEqual(['v3', 'v4']);
  });

  it('normalises any list: sorted newest first, duplicates dropped keeping the newest, capped', () => {
    const list = normalizeHistory([
      { mid: 'v1', playTime: 5 },
      { mid: 'v2', playTime: 9 },
      { mid: 'v1', playTime: 7, ep: 2 },
    ]);
    expect(list).toEqual([
      { mid: 'v2', playTime: 9 },
      { mid: 'v1', playTime: 7, ep: 2 },
    ]);
  });
});

describe('the history store', () => {
  it('writes vod-history in local storage and updates the state', () => {
    historyActions.record({ mid: 'v42', ep: 2, position: 61.5, playTime: NOW });
    historyActions.record({ mid: 'v7', playTime: NOW + 1 });
    expect(stored()).toEqual([
      { mid: 'v7', playTime: NOW + 1 },
      { mid: 'v42', ep: 2, position: 61.5, playTime: NOW },
    ]);
    expect(historyState.entries.map((e) => e.mid)).toEqual(['v7', 'v42']);
    expect(localEntryFor('v42')).toMatchObject({ ep: 2, position: 61.5 });
  });

  it('stamps playTime with the current epoch seconds', () => {
    const before = Math.floor(Date.now() / 1000);
    historyActions.record({ mid: 'v5' });
    const [entry] = readHistory();
    expect(entry?.playTime).toBeGreaterThanOrEqual(before);
    expect(entry?.playTime).toBeLessThanOrEqual(before + 1);
  });

  it('removes one title and clears all', () => {
    historyActions.record({ mid: 'v1', playTime: NOW });
    historyActions.record({ mid: 'v2', playTime: NOW + 1 });
    historyActions.remove('v2');
    expect(readHistory().map((e) => e.mid)).toEqual(['v1']);
    historyActions.clear();
    expect(readHistory()).toEqual([]);
    expect(historyState.entries).toEqual([]);
  });

  it('reads broken or foreign storage as an empty list, skipping malformed entries', () => {
    localStorage.setItem(VOD_HISTORY_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(VOD_HISTORY_KEY, JSON.stringify({ mid: 'v1' }));
    expect(readHistory()).toEqual([]);
    localStorage.setItem(
      VOD_HISTORY_KEY,
      JSON.stringify([{ mid: 'x-1', playTime: 1 }, null, { mid: 'v3', playTime: NOW, ep: -1 }]),
    );
    expect(readHistory()).toEqual([{ mid: 'v3', playTime: NOW }]);
  });

  it('drops the integer ids an older build stored, keeping the string ones', () => {
    localStorage.setItem(
      VOD_HISTORY_KEY,
      JSON.stringify([
        { mid: 12, playTime: NOW, ep: 2, position: 30 },
        { mid: 'LX89vyQfIj', playTime: NOW - 1, ep: 1 },
      ]),
    );
    expect(readHistory()).toEqual([{ mid: 'LX89vyQfIj', playTime: NOW - 1, ep: 1 }]);
    historyActions.reload();
    expect(historyState.entries.map((e) => e.mid)).toEqual(['LX89vyQfIj']);
  });
});
