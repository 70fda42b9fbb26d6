/**
 * Which official title a play id stands for (GET /web/v2/dianbo/collection/transfer/{id}): a
 * third-party listing's id (the play-thrid route), or a play-official link made from one (as
 * canonical URLs are). A mapping found is kept for the visit; a failure is asked again next time.
 */
import type { Loadable } from '@xinghe/contracts/client';
import { proxy, snapshot, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, mapData, type Entry } from './resource';

export const vodTransferState = proxy<{ byId: Record<string, Entry<string>> }>({ byId: {} });

const mappings = createResource<string, string>({
  at: (rawId) => (vodTransferState.byId[rawId] ??= idle()),
  fetch: async (rawId, client) =>
    mapData(
      await client.call('getVodTransfer', { path: { id: rawId } }),
      (data) => data.officialId,
    ),
  slot: (rawId) => rawId,
  notFound: true,
});

const notAskedYet: Loadable<string> = { status: 'idle' };

export const vodTransferActions = {
  /** The official id behind `rawId` (its data once loaded; `notFound` when the server knows none). */
  async load(rawId: string, client: ApiClient = api): Promise<Loadable<string>> {
    await mappings.load(rawId, { client });
    return snapshot(vodTransferState).byId[rawId] ?? notAskedYet;
  },

  reset() {
    mappings.reset();
    vodTransferState.byId = {};
  },
};

/** The mapping of `rawId` as last known; idle until `load` is asked. */
export const useVodTransfer = (rawId: string): Loadable<string> =>
  useSnapshot(vodTransferState).byId[rawId] ?? notAskedYet;
