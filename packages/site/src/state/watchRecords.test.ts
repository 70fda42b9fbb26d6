import type { VideoCard, WatchRecord } from '@xinghe/contracts/client';
import { describe, expect, it } from 'vitest';
import { ok, scriptedClient } from '../../test/storeClients';
import { mergeHistory, watchRecordsActions } from './watchRecords';

/** A card with the real fields only. */
const card = (id: string): VideoCard => ({ id, name: `片${id}`, img: '', countStr: '全10集' });
const record = (n: number, updatedAt: number, ep = 1, position = 60): WatchRecord => ({
  ...card(`R${n}`),
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
        { mid: 'R1', playTime: 200, ep: 2, position: 45 },
        { mid: 'R2', playTime: 250, ep: 3, position: 10 },
        { mid: 'R3', playTime: 150, ep: 1, position: 5 },
      ],
      card,
    );
    expect(merged.map((r) => [r.id, r.ep, r.position, r.updatedAt])).toEqual([
      ['R2', 4, 90, 300],
      ['R1', 2, 45, 200],
      ['R3', 1, 5, 150],
    ]);
  });

  it('leaves out a local title whose card is not known', () => {
    expect(mergeHistory([], [{ mid: 'R9', playTime: 1 }], () => undefined)).toEqual([]);
  });
});

describe('saving progress', () => {
  it('posts mid, ep, position and duration; waits for a known duration', async () => {
    const { client, urls } = scriptedClient([ok({ record: record(5, 1) })]);
    await watchRecordsActions.save({ mid: 'R5', ep: 2, position: 12, duration: 0 }, false, client);
    expect(urls).toEqual([]);
    await watchRecordsActions.save(
      { mid: 'R5', ep: 2, position: 12.5, duration: 600 },
      false,
      client,
    );
    expect(urls).toEqual(['/user/dianbo/record']);
  });

  it("reads a title's record, null when never watched or on failure", async () => {
    const { client } = scriptedClient([
      ok({ record: record(5, 1) }),
      ok({ record: null }),
      { status: 500, body: {} },
    ]);
    expect((await watchRecordsActions.recordOf('R5', client))?.position).toBe(60);
    expect(await watchRecordsActions.recordOf('R6', client)).toBeNull();
    expect(await watchRecordsActions.recordOf('R7', client)).toBeNull();
  });
});
