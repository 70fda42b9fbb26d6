import { CHANNEL_SLUG_PATTERN } from '@xinghe/contracts/client';

const slugPattern = new RegExp(CHANNEL_SLUG_PATTERN);

/** A /live/{slug} parameter that is a channel slug (cctv1, hunan), else null. */
export function channelSlug(value: string | undefined): string | null {
  return value !== undefined && slugPattern.test(value) ? value : null;
}
