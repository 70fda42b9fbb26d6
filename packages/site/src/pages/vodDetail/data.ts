/**
 * A detail page's first replies (/vod/detail/{id}): the title, its cast and its recommendations,
 * asked by the detail store and by the host, which embeds them for the browser to render from.
 * Cast and recommendations are extras: a failure of either leaves its list empty.
 */
import type {
  ApiClient,
  ApiResult,
  CastMember,
  CollectionInfo,
  DataOf,
  VideoCard,
} from '@xinghe/contracts/client';
import type { DetailFirst, PageData, PageRequest } from '../../firstScreen/firstData';
import { pictureOr } from '../home/data';
import { videoId } from '../params';

export interface DetailReplies {
  id: string;
  detail: ApiResult<CollectionInfo>;
  cast: ApiResult<DataOf<'getVodCast'>>;
  recommend: ApiResult<DataOf<'getRecommend'>>;
}

/** A title's id; an address that names none asks for nothing. */
export function paramsOf({ params }: PageRequest) {
  const id = videoId(params.id);
  return id === null ? null : { id };
}

export async function load(
  { id }: { id: string },
  client: Pick<ApiClient, 'call'>,
): Promise<DetailReplies> {
  const path = { id };
  const [detail, cast, recommend] = await Promise.all([
    client.call('getVodDetail', { path }),
    client.call('getVodCast', { path }),
    client.call('getRecommend', { path }),
  ]);
  return { id, detail, cast, recommend };
}

/** The page's data from a title found (a server without the extras, or answering otherwise: none). */
export const detailFirst = (
  { id, cast, recommend }: DetailReplies,
  detail: CollectionInfo,
): DetailFirst => ({
  detail: {
    id,
    detail,
    cast: cast.ok && Array.isArray(cast.data.list) ? cast.data.list : ([] as CastMember[]),
    recommendations:
      recommend.ok && Array.isArray(recommend.data.cards)
        ? recommend.data.cards
        : ([] as VideoCard[]),
  },
});

/** The title's backdrop, else its poster (its head preloads the backdrop: the record's lcp). */
export function firstScreenOf(replies: DetailReplies) {
  const { detail } = replies;
  if (!detail.ok) return null;
  const picture = pictureOr(detail.data.banner) ?? pictureOr(detail.data.imgUrl);
  return picture ? { picture, data: detailFirst(replies, detail.data) } : null;
}

export default { paramsOf, load, firstScreenOf } satisfies PageData<{ id: string }, DetailReplies>;
