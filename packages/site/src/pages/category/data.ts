/**
 * A channel page's first replies (/movie…, without filters): its filter bar and the first page of
 * its list, asked together by the catalogue store's first request and by the host, which writes
 * the page's first screen from them.
 */
import type {
  ApiClient,
  ApiResult,
  FilterConditionData,
  FilterPage,
  VodType,
} from '@xinghe/contracts/client';
import { VOD_CHANNEL_NAMES } from '@xinghe/contracts/client';
import type { PageData, PageRequest } from '../../firstScreen/firstData';
import { canonicalPath } from '../../routes/paths';
import { filterBodyOf } from '../../state/catalogueQuery';
import { pictureOr } from '../home/data';

export interface CategoryReplies {
  type: VodType;
  conditions: ApiResult<FilterConditionData>;
  firstPage: ApiResult<FilterPage>;
}

/**
 * A channel page filtered by nothing; a filtered one is not helped (its list is one of many). The
 * pages whose record names this module are the channel pages, whose ids are their channels.
 */
export function paramsOf({ id, location }: PageRequest): { type: VodType } | null {
  const unfiltered = !location.includes('?') && canonicalPath(location) === `/${id}`;
  return unfiltered ? { type: id as VodType } : null;
}

export async function load(
  { type }: { type: VodType },
  client: Pick<ApiClient, 'call'>,
): Promise<CategoryReplies> {
  const [conditions, firstPage] = await Promise.all([
    client.call('getFilterCondition', { params: { chName: VOD_CHANNEL_NAMES[type] } }),
    client.call('filter', { params: filterBodyOf(type, {}, [], 1) }),
  ]);
  return { type, conditions, firstPage };
}

/** The poster of the list's first title; the page is written only from both replies whole. */
export function firstScreenOf({ type, conditions, firstPage }: CategoryReplies) {
  if (!firstPage.ok) return null;
  const picture = pictureOr(firstPage.data.list?.[0]?.img);
  const data =
    conditions.ok && Array.isArray(firstPage.data.list)
      ? { category: { type, conditions: conditions.data, firstPage: firstPage.data } }
      : null;
  return picture ? { picture, data } : null;
}

export default { paramsOf, load, firstScreenOf } satisfies PageData<
  { type: VodType },
  CategoryReplies
>;
