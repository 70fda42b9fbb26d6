import type { VideoSummary, WatchRecord } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import { ok, scriptedClient } from '../../test/storeClients';
import { mergeHistory, watchRecordsActions } from './watchRecords';

const summary = (id: number): VideoSummary => ({
  id,
  title: `片${id}`,
  cover: '',
  type: 'drama',
  year: 2021,
  region: 'cn',
  genres: [],
  score: 7,
  remark: '',
  episodes: 10,
});
const record = (id: number, updatedAt: number, ep = 1, position = 60): WatchRecord => ({
  ...summary(id),
  ep,
  position,
  duration: 600,
  updatedAt,
});

describe('history merged from the server and this device', () => {
  it('keeps one entry per title, the one watched last, newest first', () => {
    const merged = mergeHistory(
      [record(1, 100, 1, 30), record(2, 300, 4, 90)],
      [
        { mid: 1, playTime: 200, ep: 2, position: 45 },
        { mid: 2, playTime: 250, ep: 3, position: 10 },
        { mid: 3, playTime: 150, ep: 1, position: 5 },
      ],
      summary,
    );
    expect(merged.map((r) => [r.id, r.ep, r.position, r.updatedAt])).toEqual([
      [2, 4, 90, 300],
      [1, 2, 45, 200],
      [3, 1, 5, 150],
    ]);
  });

  it('leaves out a local title whose card is not known', () => {
    expect(mergeHistory([], [{ mid: 9, playTime: 1 }], () => undefined)).toEqual([]);
  });
});

describe('saving progress', () => {
  it('posts mid, ep, position and duration; waits for a known duration', async () => {
    const { client, urls } = scriptedClient([ok({ record: record(5, 1) })]);
    await watchRecordsActions.save({ mid: 5, ep: 2, position: 12, duration: 0 }, false, client);
    expect(urls).toEqual([]);
    await watchRecordsActions.save({ mid: 5, ep: 2, position: 12.5, duration: 600 }, false, client);
    expect(urls).toEqual(['/user/dianbo/record']);
  });

  it("reads a title's record, null when never watched or on failure", async () => {
    const { client } = scriptedClient([
      ok({ record: record(5, 1) }),
      ok({ record: null }),
      { status: 500, body: {} },
    ]);
    expect((await watchRecordsActions.recordOf(5, client))?.position).toBe(60);
    expect(await watchRecordsActions.recordOf(6, client)).toBeNull();
    expect(await watchRecordsActions.recordOf(7, client)).toBeNull();
  });
});
