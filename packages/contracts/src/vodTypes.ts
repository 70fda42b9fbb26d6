/**
 * The on-demand channels, apart from the other closed lists (literals.ts re-exports them) because
 * the site's first-load script needs them and takes whole every module it imports.
 */

/** The six on-demand channels, in nav order (SPEC section 2 and "Content type labels"). */
export const VOD_TYPES = [
  'movie',
  'drama',
  'variety',
  'animation',
  'children',
  'documentary',
] as const;

/** Whether a string (a URL segment, a page id) names one of VOD_TYPES. */
export const isVodType = (value: string): value is (typeof VOD_TYPES)[number] =>
  (VOD_TYPES as readonly string[]).includes(value);
