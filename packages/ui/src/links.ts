/** Builds the link of a title's detail page; pages may swap it (e.g. for a player route). */
export type DetailHref = (id: number) => string;

/** SPEC route `/vod/detail/{id}`. */
export const defaultDetailHref: DetailHref = (id) => `/vod/detail/${id}`;
