/**
 * Constants of media URL signing (SPEC section 7). The spec says an embedded constant string
 * exists for signing: these are ours. They are public by nature (the browser carries them), so the
 * signature proves a URL was made recently by our player for this token, not that it is secret.
 */

/** The parameters appended to every media URL, in this order. */
export const MEDIA_SIGN_PARAMS = ['timestamp', 'rand', 'uuid', 'from', 'sign', 'token'] as const;
export type MediaSignParam = (typeof MEDIA_SIGN_PARAMS)[number];

/** `from` is always `web` for this site. */
export const MEDIA_SIGN_FROM = 'web';

/** Scheme 1: appended to the path before hashing ("path/seed"). */
export const MEDIA_SIGN_SEED = 'xh-media-seed-5Qe8Lw2T';

/** Scheme 2: the salt of its combination. */
export const MEDIA_SIGN_SALT = 'xh-media-salt-R7dK3vNa';

/** How long a signature made by the player stays valid (seconds). */
export const MEDIA_SIGN_MAX_AGE_SECONDS = 300;

/** A signature from a clock this far ahead is still accepted (seconds of clock skew). */
export const MEDIA_SIGN_FUTURE_SKEW_SECONDS = 60;

/** SPEC section 9: random id strings are 10 letters and digits. */
export const MEDIA_RAND_LENGTH = 10;

/** Scheme 1 signs are 32 hex digits (MD5), scheme 2 signs 64 (SHA-256): the length tells them apart. */
export type MediaSignScheme = 1 | 2;
