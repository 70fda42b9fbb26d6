/**
 * Limits of browsing and search (SPEC section 5 and 9), shared by the schemas, the mock and the
 * site. Plain constants with no schema library, so the browser bundle can import them through
 * `@xinghe/contracts/client` without pulling TypeBox in.
 */

/** SPEC: "Search text is at most 20 characters" (counted after trimming, in code points). */
export const SEARCH_WORD_MAX_LENGTH = 20;

/** Page size of the filter and search lists when the caller gives none. */
export const DEFAULT_PAGE_SIZE = 24;
/** The largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 60;
/** Guards OFFSET arithmetic; far beyond any catalogue at the largest page size. */
export const MAX_PAGE = 100_000;

/** At most this many actors answer a search (most works first). */
export const ACTOR_SEARCH_LIMIT = 12;
/** At most this many live channels answer a search (page 1 only). */
export const LIVE_SEARCH_LIMIT = 12;

/** At most this many suggestions while typing: titles first, then people and channels. */
export const SUGGESTION_LIMIT = 8;
