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
