/**
 * A title's light episode list (GET /web/v2/dianbo/vcollection/{id}, ours): what the embeddable
 * player (/zj/{id}/{episode}) shows instead of the whole detail. A server without it (the real
 * API) or that does not know the id there: the episodes come from the title's detail instead.
 * Kept per id for the visit; a failure is asked again on the next load.
 */
import { ErrorCode, type ApiResult, type Loadable } from '@xinghe/contracts/client';
import { collectionEpisodes, type EpisodeItem } from '@xinghe/ui';
import { proxy, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, type Entry } from './resource';

export interface TitleEpisodes {
  id: string;
  name: string;
  episodes: EpisodeItem[];
}

export const vodEpisodesState = proxy<{ byId: Record<string, Entry<TitleEpisodes>> }>({
  byId: {},
});

async function episodesOf(id: string, client: ApiClient): Promise<ApiResult<TitleEpisodes>> {
  const reply = await client.call('getVodEpisodes', { path: { id } });
  if (reply.ok || reply.code !== ErrorCode.NotFound) return reply;
  const detail = await client.call('getVodDetail', { path: { id } });
  if (!detail.ok) return detail;
  return {
    ...detail,
    data: { id, name: detail.data.name, episodes: collectionEpisodes(detail.data) },
  };
}

const episodes = createResource<string, TitleEpisodes>({
  at: (id) => (vodEpisodesState.byId[id] ??= idle()),
  fetch: episodesOf,
  slot: (id) => id,
  notFound: true,
});

export const vodEpisodesActions = {
  load(id: string, client: ApiClient = api) {
    return episodes.load(id, { client });
  },

  reset() {
    episodes.reset();
    vodEpisodesState.byId = {};
  },
};

const notAskedYet: Loadable<never> = { status: 'idle' };

export const useVodEpisodes = (id: string) => useSnapshot(vodEpisodesState).byId[id] ?? notAskedYet;
