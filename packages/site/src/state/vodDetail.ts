/**
 * A title's detail (GET /web/v2/dianbo/collection/{id}) with its cast and recommendations, one
 * entry per id, kept for the visit: the player page and going back show it at once. Cast and
 * recommendations are extras: when they fail the page still shows the title, with those empty.
 */
import type { CastMember, CollectionInfo, VideoCard } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import type { DetailFirst } from '../firstScreen/firstData';
import { detailFirst, load } from '../pages/vodDetail/data';
import type { LoadStatus } from './home';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

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

export interface VodDetailEntry {
  status: LoadStatus;
  detail?: Kept<CollectionInfo>;
  cast: Kept<CastMember[]>;
  recommendations: Kept<VideoCard[]>;
  error?: string;
  /** The API's code of the failure (404: no such title). */
  code?: number;
}

export interface VodDetailState {
  byId: Record<string, VodDetailEntry>;
}

export const vodDetailState = proxy<VodDetailState>({ byId: {} });

const inFlight = new Map<string, Promise<void>>();
const none = <T>(): Kept<T[]> => ref([] as T[]);

/** A title's loaded entry (failed cast or recommendations come as empty lists). */
const loadedEntry = ({ detail, cast, recommendations }: DetailFirst['detail']): VodDetailEntry => ({
  status: 'loaded',
  detail: ref(detail),
  cast: ref(cast),
  recommendations: ref(recommendations),
});

export const vodDetailActions = {
  /** Loads a title unless it is loaded (or `force`: the retry). Never throws. */
  load(id: string, options: { force?: boolean; client?: ApiClient } = {}): Promise<void> {
    const current = vodDetailState.byId[id];
    if (current?.status === 'loaded' && !options.force) return Promise.resolve();
    const pending = inFlight.get(id);
    if (pending) return pending;

    const client = options.client ?? api;
    vodDetailState.byId[id] = {
      status: 'loading',
      detail: current?.detail,
      cast: current?.cast ?? none(),
      recommendations: current?.recommendations ?? none(),
    };
    const request = load({ id }, client)
      .then((replies) => {
        const { detail } = replies;
        vodDetailState.byId[id] = detail.ok
          ? loadedEntry(detailFirst(replies, detail.data).detail)
          : {
              status: 'error',
              error: detail.msg,
              code: detail.code,
              cast: none(),
              recommendations: none(),
            };
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, request);
    return request;
  },

  /**
   * The replies a detail page came with (firstScreen/firstData.ts): the page's own load then finds
   * the title loaded and asks for nothing.
   */
  startFrom({ detail }: DetailFirst) {
    vodDetailState.byId[detail.id] = loadedEntry(detail);
  },

  /** The loaded detail of a title, if any (no request). */
  peek(id: string): CollectionInfo | undefined {
    return vodDetailState.byId[id]?.detail;
  },

  reset() {
    vodDetailState.byId = {};
    inFlight.clear();
  },
};

const notLoadedYet: VodDetailEntry = { status: 'loading', cast: none(), recommendations: none() };

export function useVodDetail(id: string) {
  const entry = useSnapshot(vodDetailState).byId[id];
  return entry ?? (notLoadedYet as typeof entry & object);
}
