import { isVideoId } from '../videoId';

/** A route parameter that must be a positive whole number (an episode, a person), else null. */
export function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** A route parameter that must be a video id (letters and digits: LX89vyQfIj), else null. */
export function videoId(value: string | undefined): string | null {
  return isVideoId(value) ? value : null;
}
