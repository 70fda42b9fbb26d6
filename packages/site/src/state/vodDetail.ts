/**
 * A title's detail (GET /web/v2/dianbo/collection/{id}) with its cast and recommendations, one
 * entry per id, kept for the visit: the player page and going back show it at once. Cast and
 * recommendations are extras: when they fail the page still shows the title, with those empty.
 */
import type { ApiResult, CastMember, CollectionInfo, VideoCard } from '@xinghe/contracts/client';
import { proxy, useSnapshot } from 'valtio';
import type { ApiClient } from '../api';
import type { DetailFirst } from '../firstScreen/firstData';
import { detailFirst, load } from '../pages/vodDetail/data';
import { createResource, idle, type Entry, type LoadOptions } from './resource';

/**
 * A title's card from its detail (for lists that hold only ids, as the local history): the
 * poster is the detail's imgUrl; our episode count, when not sent, is the first line's episodes.
 */
export function cardOfDetail(detail: CollectionInfo): VideoCard {
  const { id, name, imgUrl, countStr, time, type, region, genres, score, episodes } = detail;
  return {
    id,
    name,
    img: imgUrl,
    countStr,
    time,
    ...(type && { type }),
    ...(region && { region }),
    ...(genres && { genres }),
    ...(score !== undefined && { score }),
    episodes: episodes ?? detail.videosGroup[0]?.videos.length,
  };
}

/** A title's page: its detail, and the extras (empty when they failed). */
export interface TitlePage {
  detail: CollectionInfo;
  cast: CastMember[];
  recommendations: VideoCard[];
}

export type VodDetailEntry = Entry<TitlePage>;

export const vodDetailState = proxy<{ byId: Record<string, VodDetailEntry> }>({ byId: {} });

/** The detail with its extras (the page's first replies, as the host asks them too). */
async function fetchTitle(id: string, client: ApiClient): Promise<ApiResult<TitlePage>> {
  const replies = await load({ id }, client);
  const { detail } = replies;
  if (!detail.ok) return detail;
  const { id: _, ...page } = detailFirst(replies, detail.data).detail;
  return { ...detail, data: page };
}

const titles = createResource<string, TitlePage>({
  at: (id) => (vodDetailState.byId[id] ??= idle()),
  fetch: fetchTitle,
  slot: (id) => id,
  notFound: true,
});

export const vodDetailActions = {
  /** Loads a title unless it is loaded (or `force`: the retry). Never throws. */
  load(id: string, options: LoadOptions = {}): Promise<void> {
    return titles.load(id, options);
  },

  /**
   * The replies a detail page came with (firstScreen/firstData.ts): the page's own load then finds
   * the title loaded and asks for nothing.
   */
  startFrom({ detail: { id, ...page } }: DetailFirst) {
    titles.startFrom(id, page);
  },

  /** The loaded detail of a title, if any (no request). */
  peek(id: string): CollectionInfo | undefined {
    return vodDetailState.byId[id]?.data?.detail;
  },

  reset() {
    titles.reset();
    vodDetailState.byId = {};
  },
};

const notLoadedYet: VodDetailEntry = { status: 'loading' };

export function useVodDetail(id: string) {
  const entry = useSnapshot(vodDetailState).byId[id];
  return entry ?? (notLoadedYet as typeof entry & object);
}
