/**
 * Limits of 弹幕 (bullet comments, our addition), shared by the schemas, the mock and the site.
 * Plain constants with no schema library, so the browser can import them through
 * `@xinghe/contracts/client`.
 */

/** A 弹幕 is 1-50 characters (code points, after trimming): one line across the picture. */
export const DANMAKU_TEXT_MIN = 1;
export const DANMAKU_TEXT_MAX = 50;

/** One viewer posts at most one 弹幕 every 3 seconds ... */
export const DANMAKU_MIN_INTERVAL_SECONDS = 3;
/** ... and at most 15 in any 60 seconds (the 3 seconds alone would allow 20): a burst of typing is fine, a sustained stream is spam. */
export const DANMAKU_PER_MINUTE = 15;

/** A read asks for at most 5 minutes of an episode at once: players load windows ahead. */
export const DANMAKU_WINDOW_MAX_SECONDS = 300;
/** Page size of a read when the caller gives none, and the largest it may ask for. */
export const DANMAKU_DEFAULT_PAGE_SIZE = 200;
export const DANMAKU_MAX_PAGE_SIZE = 500;

/** The colour everyone may use (the others are VIP only). */
export const DANMAKU_FREE_COLOR = '#ffffff';

/**
 * A viewer's own intro end or outro start is at most 6 hours into an episode: longer than any
 * episode or film we carry, short enough to refuse a typo in milliseconds.
 */
export const MY_MARKS_MAX_SECONDS = 21_600;
