import { beforeEach, describe, expect, it } from 'vitest';
import { LIVE_HISTORY_KEY, liveHistoryActions, readLiveHistory } from './liveHistory';

beforeEach(() => localStorage.clear());

describe('the local live history', () => {
  it('keeps one entry per channel under live-history, newest first, at most 6', () => {
    for (let n = 1; n <= 8; n++) liveHistoryActions.record(`cctv${n}`, 1000 + n);
    liveHistoryActions.record('cctv5', 2000);
    const entries = readLiveHistory();
    expect(entries.map((e) => e.id)).toEqual([
      'cctv5',
      'cctv8',
      'cctv7',
      'cctv6',
      'cctv4',
      'cctv3',
    ]);
    expect(JSON.parse(localStorage.getItem(LIVE_HISTORY_KEY)!)[0]).toEqual({
      id: 'cctv5',
      playTime: 2000,
    });
  });

  it('reads anything unreadable as empty', () => {
    localStorage.setItem(LIVE_HISTORY_KEY, '{"x":1}');
    expect(readLiveHistory()).toEqual([]);
    localStorage.setItem(
      LIVE_HISTORY_KEY,
      JSON.stringify([{ id: 'a' }, { id: 'hunan', playTime: 5 }]),
    );
    expect(readLiveHistory()).toEqual([{ id: 'hunan', playTime: 5 }]);
  });

  it('drops entries of an older build, whose ids were numbers, and ids that are no slugs', () => {
    const stored = [
      { id: 2, playTime: 9 },
      { id: 'CCTV1', playTime: 8 },
      { id: 'cctv1', playTime: 7 },
    ];
    localStorage.setItem(LIVE_HISTORY_KEY, JSON.stringify(stored));
    expect(readLiveHistory()).toEqual([{ id: 'cctv1', playTime: 7 }]);
  });
});
