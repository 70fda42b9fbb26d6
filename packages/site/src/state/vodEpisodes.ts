/**
 * A title's light episode list (GET /web/v2/dianbo/vcollection/{id}, ours): what the embeddable
 * player (/zj/{id}/{episode}) shows instead of the whole detail. A server without it (the real
 * API) or that does not know the id there: the episodes come from the title's detail instead.
 * Kept per id for the visit; a failure is asked again on the next load.
 */
import { ErrorCode } from '@xinghe/contracts/client';
import { collectionEpisodes, type EpisodeItem } from '@xinghe/ui';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface TitleEpisodes {
  id: string;
  name: string;
  episodes: EpisodeItem[];
}

export type EpisodesEntry =
  { status: 'loading' } | { status: 'missing' } | { status: 'ok'; data: Kept<TitleEpisodes> };

export const vodEpisodesState = proxy<{ byId: Record<string, EpisodesEntry> }>({ byId: {} });

async function episodesOf(id: string, client: ApiClient): Promise<TitleEpisodes | null> {
  const reply = await client.call('getVodEpisodes', { path: { id } });
  if (reply.ok) return reply.data;
  if (reply.code !== ErrorCode.NotFound) return null;
  const detail = await client.call('getVodDetail', { path: { id } });
  if (!detail.ok) return null;
  return { id, name: detail.data.name, episodes: collectionEpisodes(detail.data) };
}

export const vodEpisodesActions = {
  async load(id: string, client: ApiClient = api) {
    if (vodEpisodesState.byId[id]?.status === 'ok') return;
    vodEpisodesState.byId[id] = { status: 'loading' };
    const found = await episodesOf(id, client);
    vodEpisodesState.byId[id] = found ? { status: 'ok', data: ref(found) } : { status: 'missing' };
  },

  reset() {
    vodEpisodesState.byId = {};
  },
};

const notLoadedYet = { status: 'loading' } as const;

export const useVodEpisodes = (id: string) =>
  useSnapshot(vodEpisodesState).byId[id] ?? notLoadedYet;
