/**
 * A channel's first replies on their way: the page's `load` (its filter bar and its unfiltered
 * list, asked together as the host asks them), shared by the catalogue's two resources, so the
 * filter bar asked meanwhile waits for the same request.
 */
import type { VodType } from '@xinghe/contracts/client';
import type { ApiClient } from '../api';
import { load, type CategoryReplies } from '../pages/category/data';

const onTheirWay = new Map<VodType, Promise<CategoryReplies>>();

export const firstRepliesOnTheirWay = (type: VodType) => onTheirWay.get(type);

export function askFirstReplies(type: VodType, client: ApiClient): Promise<CategoryReplies> {
  const replies = load({ type }, client);
  const done = () => onTheirWay.delete(type);
  onTheirWay.set(type, replies);
  replies.then(done, done);
  return replies;
}

export const forgetFirstReplies = () => onTheirWay.clear();
