import { beforeEach, describe, expect, it } from 'vitest';
import { LIVE_HISTORY_KEY, liveHistoryActions, readLiveHistory } from './liveHistory';

beforeEach(() => localStorage.clear());

describe('the local live history', () => {
  it('keeps one entry per channel under live-history, newest first, at most 6', () => {
    for (let id = 1; id <= 8; id++) liveHistoryActions.record(id, 1000 + id);
    liveHistoryActions.record(5, 2000);
    const entries = readLiveHistory();
    expect(entries.map((e) => e.id)).toEqual([5, 8, 7, 6, 4, 3]);
    expect(JSON.parse(localStorage.getItem(LIVE_HISTORY_KEY)!)[0]).toEqual({
      id: 5,
      playTime: 2000,
    });
  });

  it('reads anything unreadable as empty', () => {
    localStorage.setItem(LIVE_HISTORY_KEY, '{"x":1}');
    expect(readLiveHistory()).toEqual([]);
    localStorage.setItem(LIVE_HISTORY_KEY, JSON.stringify([{ id: 'a' }, { id: 2, playTime: 5 }]));
    expect(readLiveHistory()).toEqual([{ id: 2, playTime: 5 }]);
  });
});
