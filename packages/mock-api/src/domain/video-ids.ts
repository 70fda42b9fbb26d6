/**
 * Video ids as the real site has them: letters and digits, 10 in the mock, derived from the seed
 * and the title's row so the same seed always gives the same ids (and a migration can give
 * existing rows theirs). Third-party listings have ids of their own, 13 lowercase hex digits
 * derived from the official id, which the mock maps back through the titles table.
 */
import { createHash } from 'node:crypto';
import type { VodType } from '@xinghe/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const VIDEO_ID_LENGTH = 10;
export const THIRD_PARTY_ID_PATTERN = /^[0-9a-f]{13}$/;

/** The ids a title is addressed by. */
export interface TitleIds {
  vid: string;
  thirdId: string;
}

/**
 * Ids of the real site's public links (REAL-API.md K), each given to the most popular title of a
 * channel so that such a link opens a page here too: a film (its third-party listing too), a
 * drama and an animation.
 */
export const EVIDENCED_IDS: readonly { type: VodType; vid: string; thirdId?: string }[] = [
  { type: 'movie', vid: 'LX89vyQfIj', thirdId: '9b1169e9b7c04' },
  { type: 'drama', vid: 'VICsHCoQYhFl' },
  { type: 'animation', vid: 'se4pnjL1IF6D' },
];

/** The official id derived for the title in row `row` of a catalogue seeded with `seed`. */
export function videoIdOf(seed: number, row: number): string {
  let n = BigInt(`0x${createHash('sha256').update(`video:${seed}:${row}`).digest('hex')}`);
  let id = '';
  for (let i = 0; i < VIDEO_ID_LENGTH; i++) {
    id += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return id;
}

/** The id of a title's third-party listing (/vod/play-thrid/{id}/{ep}). */
export function thirdPartyIdOf(vid: string): string {
  return createHash('sha1').update(`third:${vid}`).digest('hex').slice(0, 13);
}

/** What the ids of a catalogue are chosen from: each title's row, channel and popularity. */
export interface TitleRank {
  id: number;
  type: VodType;
  popularity: number;
}

/** Every title's ids: derived ones, but the evidenced ids for the titles EVIDENCED_IDS names. */
export function videoIdsFor(seed: number, titles: readonly TitleRank[]): Map<number, TitleIds> {
  const ids = new Map<number, TitleIds>();
  for (const { id } of titles) {
    const vid = videoIdOf(seed, id);
    ids.set(id, { vid, thirdId: thirdPartyIdOf(vid) });
  }
  for (const { type, vid, thirdId } of EVIDENCED_IDS) {
    const top = titles
      .filter((t) => t.type === type)
      .reduce<TitleRank | undefined>(
        (best, t) =>
          !best ||
          t.popularity > best.popularity ||
          (t.popularity === best.popularity && t.id < best.id)
            ? t
            : best,
        undefined,
      );
    if (top) ids.set(top.id, { vid, thirdId: thirdId ?? thirdPartyIdOf(vid) });
  }
  return ids;
}
