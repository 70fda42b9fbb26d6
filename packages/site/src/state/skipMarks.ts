/**
 * The intro and outro marks of the title playing (getSkipMarks), asked once per title. Small and
 * text-free: the player reads it to skip intros and start the next episode at the outro.
 */
import type { EpisodeMarks } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

export const skipMarksState = proxy<{ id: string | null; episodes: Kept<EpisodeMarks[]> }>({
  id: null,
  episodes: ref([]),
});

export const skipMarksActions = {
  async load(id: string, client: ApiClient = api) {
    if (skipMarksState.id === id) return;
    skipMarksState.id = id;
    skipMarksState.episodes = ref([]);
    const reply = await client.call('getSkipMarks', { path: { id } });
    if (reply.ok && skipMarksState.id === id) skipMarksState.episodes = ref(reply.data.episodes);
  },
};

/** The marks of episode `ep` of title `id`, once they are known. */
export function useEpisodeMarks(id: string | null, ep: number): EpisodeMarks | undefined {
  const snap = useSnapshot(skipMarksState);
  return snap.id === id ? snap.episodes.find((m) => m.ep === ep) : undefined;
}
