import { fakeFetch, okReply, refusalReply, settle } from '@xinghe/contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../api';
import { vodTransferActions, vodTransferState } from './vodTransfer';

afterEach(() => vodTransferActions.reset());

describe('vod transfer store', () => {
  it('asks once for a mapping, however many pages want it at once, and keeps it', async () => {
    const { fetch, requests } = fakeFetch('held');
    const client = createSiteClient({ fetch, getToken: () => null });
    const first = vodTransferActions.load('T9001', client);
    const second = vodTransferActions.load('T9001', client);
    expect(vodTransferState.byId['T9001']).toEqual({ status: 'loading' });
    await settle();
    requests[0]!.answer(okReply({ id: 'T9001', officialId: 'T12' }));
    expect(await first).toEqual({ status: 'loaded', data: 'T12' });
    expect(await second).toEqual({ status: 'loaded', data: 'T12' });
    expect(await vodTransferActions.load('T9001', client)).toEqual({
      status: 'loaded',
      data: 'T12',
    });
    expect(requests.map((r) => r.path)).toEqual(['/web/v2/dianbo/collection/transfer/T9001']);
  });

  it('an id with no official title is not found, and asked again next time', async () => {
    const { fetch, requests } = fakeFetch([
      refusalReply(404, '视频不存在'),
      okReply({ id: 'T5', officialId: 'T5' }),
    ]);
    const client = createSiteClient({ fetch, getToken: () => null });
    expect(await vodTransferActions.load('T5', client)).toMatchObject({ status: 'notFound' });
    expect(await vodTransferActions.load('T5', client)).toEqual({ status: 'loaded', data: 'T5' });
    expect(requests).toHaveLength(2);
  });
});
