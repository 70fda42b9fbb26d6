import { describe, expect, it } from 'vitest';
import { HISTORY_NOW, watchRecordsFixture } from '../../fixtures/playback';
import { RECENT_HISTORY_SECONDS, splitHistory } from './HistoryScreen';

describe('splitHistory', () => {
  it('puts records newer than a week (604800 s) under 最近一周 and the rest under 更早', () => {
    const { recent, older } = splitHistory(watchRecordsFixture, HISTORY_NOW);
    expect(RECENT_HISTORY_SECONDS).toBe(604800);
    expect(recent.map((r) => r.id)).toEqual(watchRecordsFixture.slice(0, 3).map((r) => r.id));
    expect(older.map((r) => r.id)).toEqual(watchRecordsFixture.slice(3).map((r) => r.id));
  });

  it('counts a record exactly a week old as older', () => {
    const record = { ...watchRecordsFixture[0]!, updatedAt: HISTORY_NOW - RECENT_HISTORY_SECONDS };
    expect(splitHistory([record], HISTORY_NOW)).toEqual({ recent: [], older: [record] });
  });
});
