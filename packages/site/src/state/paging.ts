import type { PagedList } from '@xinghe/ui';

/** A page of a list as the API sends it: the real `total` and `list`, and our page fields. */
export interface ListPage {
  total: number;
  list: readonly unknown[];
  page?: number;
  pageSize?: number;
  hasMore?: boolean;
}

/**
 * Where a list stands after a page. page, pageSize and hasMore are ours: without them (the real
 * API sends total and list) the page is the one asked for, of the size asked for, and more
 * follow while total says so. An empty page always ends the list.
 */
export function pageAfter(reply: ListPage, asked: number, askedSize: number) {
  const more = reply.hasMore ?? asked * (reply.pageSize ?? askedSize) < reply.total;
  return { total: reply.total, page: reply.page ?? asked, hasMore: more && reply.list.length > 0 };
}

/** A list loaded page after page as the screens take it, and the last page asked for. */
export interface Paged<T> extends PagedList<T> {
  page: number;
}

/** The list after its first page. */
export const firstPage = <T>(items: readonly T[], reply: ListPage, size: number): Paged<T> => ({
  items,
  ...pageAfter(reply, 1, size),
});

/** The list with the page `asked` appended, without items it already holds. */
export function withPage<T extends { id: string | number }>(
  list: Paged<T>,
  more: readonly T[],
  reply: ListPage,
  asked: number,
  size: number,
): Paged<T> {
  const seen = new Set(list.items.map((item) => item.id));
  return {
    items: [...list.items, ...more.filter((item) => !seen.has(item.id))],
    ...pageAfter(reply, asked, size),
  };
}
