/**
 * Which official title a play id stands for (GET /web/v2/dianbo/collection/transfer/{id}): a
 * third-party listing's id (the play-thrid route), or a play-official link made from one (as
 * canonical URLs are). A mapping found is kept for the visit; a failure is asked again next time.
 */
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, type Entry } from './resource';

/** The player's view of a mapping: on its way, none, or the official id. */
export type OfficialId =
  { status: 'loading' } | { status: 'missing' } | { status: 'ok'; id: string };

export const vodTransferState = proxy<{ byId: Record<string, Entry<string>> }>({ byId: {} });

const mappings = createResource<string, string>({
  at: (rawId) => (vodTransferState.byId[rawId] ??= { status: 'idle' }),
  fetch: async (rawId, client) => {
    const reply = await client.call('getVodTransfer', { path: { id: rawId } });
    return reply.ok ? { ...reply, data: reply.data.officialId } : reply;
  },
  slot: (rawId) => rawId,
});

const officialOf = (entry: Entry<string> | undefined): OfficialId => {
  if (entry?.status === 'loaded' && entry.data !== undefined)
    return { status: 'ok', id: entry.data };
  return entry?.status === 'error' || entry?.status === 'notFound'
    ? { status: 'missing' }
    : { status: 'loading' };
};

export const vodTransferActions = {
  /** The official id behind `rawId`; resolves to `missing` when the server knows none. */
  async load(rawId: string, client: ApiClient = api): Promise<OfficialId> {
    await mappings.load(rawId, { client });
    return officialOf(vodTransferState.byId[rawId]);
  },

  reset() {
    mappings.reset();
    vodTransferState.byId = {};
  },
};

/** The mapping of `rawId` as last known; `loading` until `load` has answered. */
export const useVodTransfer = (rawId: string): OfficialId =>
  officialOf(useSnapshot(vodTransferState).byId[rawId]);
