import type { VIDEO_ID_PATTERN } from '@xinghe/contracts/client';

/**
 * The contract's video id pattern (letters and digits: LX89vyQfIj), checked against it by its
 * type: importing the value would bring all of the contract's lists into the first-load script
 * and the player's chunk, which need none of them.
 */
const pattern = new RegExp('^[A-Za-z0-9]{1,32}$' satisfies typeof VIDEO_ID_PATTERN);

export const isVideoId = (value: unknown): value is string =>
  typeof value === 'string' && pattern.test(value);
