/**
 * A title's light episode list (GET /web/v2/dianbo/vcollection/{id}): what the embeddable player
 * (/zj/{id}/{episode}) shows instead of the whole detail. Kept per id for the visit; a failure is
 * asked again on the next load.
 */
import type { VodEpisodes } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export type EpisodesEntry =
  { status: 'loading' } | { status: 'missing' } | { status: 'ok'; data: Kept<VodEpisodes> };

export const vodEpisodesState = proxy<{ byId: Record<number, EpisodesEntry> }>({ byId: {} });

export const vodEpisodesActions = {
  async load(id: number, client: ApiClient = api) {
    if (vodEpisodesState.byId[id]?.status === 'ok') return;
    vodEpisodesState.byId[id] = { status: 'loading' };
    const reply = await client.call('getVodEpisodes', { path: { id } });
    vodEpisodesState.byId[id] = reply.ok
      ? { status: 'ok', data: ref(reply.data) }
      : { status: 'missing' };
  },

  reset() {
    vodEpisodesState.byId = {};
  },
};

const notLoadedYet = { status: 'loading' } as const;

export const useVodEpisodes = (id: number) =>
  useSnapshot(vodEpisodesState).byId[id] ?? notLoadedYet;
