/**
 * Which official title a play id stands for (GET /web/v2/dianbo/collection/transfer/{id}): a
 * third-party listing's id (the play-thrid route), or a play-official link made from one (as
 * canonical URLs are). A mapping found is kept for the visit; a failure is asked again next time.
 */
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';

export type OfficialId =
  { status: 'loading' } | { status: 'missing' } | { status: 'ok'; id: string };

export const vodTransferState = proxy<{ byId: Record<string, OfficialId> }>({ byId: {} });

const inFlight = new Map<string, Promise<OfficialId>>();

export const vodTransferActions = {
  /** The official id behind `rawId`; resolves to `missing` when the server knows none. */
  load(rawId: string, client: ApiClient = api): Promise<OfficialId> {
    const known = vodTransferState.byId[rawId];
    if (known?.status === 'ok') return Promise.resolve(known);
    const pending = inFlight.get(rawId);
    if (pending) return pending;
    vodTransferState.byId[rawId] = { status: 'loading' };
    const request = client
      .call('getVodTransfer', { path: { id: rawId } })
      .then((reply): OfficialId => {
        const result: OfficialId = reply.ok
          ? { status: 'ok', id: reply.data.officialId }
          : { status: 'missing' };
        vodTransferState.byId[rawId] = result;
        return result;
      })
      .finally(() => inFlight.delete(rawId));
    inFlight.set(rawId, request);
    return request;
  },

  reset() {
    vodTransferState.byId = {};
    inFlight.clear();
  },
};

/** The mapping of `rawId` as last known; `loading` until `load` has answered. */
export const useVodTransfer = (rawId: string): OfficialId =>
  useSnapshot(vodTransferState).byId[rawId] ?? { status: 'loading' };
