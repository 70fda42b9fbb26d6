import { fakeFetch, okReply, refusalReply, settle } from '@xinghe/contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../api';
import { vodTransferActions, vodTransferState } from './vodTransfer';

afterEach(() => vodTransferActions.reset());

describe('vod transfer store', () => {
  it('asks once for a mapping, however many pages want it at once, and keeps it', async () => {
    const { fetch, requests } = fakeFetch('held');
    const client = createSiteClient({ fetch, getToken: () => null });
    const first = vodTransferActions.load(9001, client);
    const second = vodTransferActions.load(9001, client);
    expect(vodTransferState.byId[9001]).toEqual({ status: 'loading' });
    await settle();
    requests[0]!.answer(okReply({ id: 9001, officialId: 12 }));
    expect(await first).toEqual({ status: 'ok', id: 12 });
    expect(await second).toEqual({ status: 'ok', id: 12 });
    expect(await vodTransferActions.load(9001, client)).toEqual({ status: 'ok', id: 12 });
    expect(requests.map((r) => r.path)).toEqual(['/web/v2/dianbo/collection/transfer/9001']);
  });

  it('an id with no official title is missing, and asked again next time', async () => {
    const { fetch, requests } = fakeFetch([
      refusalReply(404, '视频不存在'),
      okReply({ id: 5, officialId: 5 }),
    ]);
    const client = createSiteClient({ fetch, getToken: () => null });
    expect(await vodTransferActions.load(5, client)).toEqual({ status: 'missing' });
    expect(await vodTransferActions.load(5, client)).toEqual({ status: 'ok', id: 5 });
    expect(requests).toHaveLength(2);
  });
});
