/**
 * The lines every live channel offers, in fallback order, and the one that is broken on purpose so
 * the player's fallback is testable, deterministically: 主线路 (`line1`) of a channel whose number
 * (place in the catalogue) is 3 more than a multiple of 6 (3, 9, 15, ...: cctv3 first) answers its
 * playlist with HTTP 404; of one whose number is a multiple of 6 (cctv5plus first), its playlist
 * loads but every segment answers HTTP 404. The other lines of
 * every channel, and every line of the other channels, work. VIP is a rule of the channel (see
 * catalogue.ts), not of a line. Every line plays the clips' 360p rendition: a live stream must be
 * fetched as fast as it plays, on any connection (and on a busy test machine).
 */
import { QUALITY_LEVELS, type LIVE_LINE_KEYS, type LineInfo } from '@xinghe/contracts';

const SD = { key: '360p', label: QUALITY_LEVELS.sd, level: 'sd', vip: false } as const;

// Each key one of the contract's LIVE_LINE_KEYS, which the site's catalogues name.
export const LIVE_LINES: readonly LineInfo[] = [
  {
    key: 'line1',
    name: '主线路',
    official: true,
    vip: false,
    qualities: [SD],
  },
  {
    key: 'line2',
    name: '备用线路一',
    official: true,
    vip: false,
    qualities: [SD],
  },
  {
    key: 'line3',
    name: '备用线路二',
    official: false,
    vip: false,
    qualities: [SD],
  },
] satisfies (LineInfo & { key: (typeof LIVE_LINE_KEYS)[number] })[];

export const DEFAULT_LIVE_LINE = 'line1';
export const BROKEN_LIVE_LINE = 'line1';

export function liveLineByKey(key: string): LineInfo | undefined {
  return LIVE_LINES.find((line) => line.key === key);
}

/** The rendition folder a line plays (its only quality). */
export function renditionOf(line: LineInfo): string {
  return line.qualities[0]!.key;
}

export type LiveBreakage = 'playlist' | 'segments';

/** How a line of the channel numbered `n` is broken, if it is (see the file comment). */
export function liveBreakageOf(lineKey: string, n: number): LiveBreakage | null {
  if (lineKey !== BROKEN_LIVE_LINE) return null;
  if (n % 6 === 3) return 'playlist';
  if (n % 6 === 0) return 'segments';
  return null;
}
