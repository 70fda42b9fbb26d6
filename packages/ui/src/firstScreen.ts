/**
 * What a screen loads at once because it is on its first screen. Plain values without React, so
 * the host can name the same pictures in a page's head (`@xinghe/ui/firstScreen`).
 */

/** Posters of the search results loaded eagerly: the first screen's, three columns by two on a phone. */
export const SEARCH_EAGER_POSTERS = 6;
