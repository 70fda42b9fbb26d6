/**
 * The play lines every title offers and who may play what. All lines are backed by the same
 * generated media under different paths; they differ in name, kind, VIP rule and qualities.
 *
 * Line fallback is testable because one third-party line is broken on purpose, deterministically:
 * 线路三 (`third2`) of a title whose video id's SHA-1 starts with a byte that is 0 modulo 4
 * answers its playlist with HTTP 404; 1 modulo 4, its playlist loads but every media segment
 * answers HTTP 404. Other titles (half of them): all work.
 */
import { createHash } from 'node:crypto';
import {
  QUALITY_LEVELS,
  type LineInfo,
  type QualityInfo,
  type VOD_LINE_KEYS,
} from '@xinghe/contracts';

/** The VIP best quality and the normal one; keys are the rendition folders of the media. */
export const QUALITY_720P: QualityInfo = {
  key: '720p',
  label: QUALITY_LEVELS.bluray,
  level: 'bluray',
  vip: true,
};
export const QUALITY_360P: QualityInfo = {
  key: '360p',
  label: QUALITY_LEVELS.sd,
  level: 'sd',
  vip: false,
};

export const LINES: readonly LineInfo[] = [
  {
    key: 'official',
    name: '官方线路',
    official: true,
    vip: false,
    qualities: [QUALITY_720P, QUALITY_360P],
  },
  { key: 'bluray', name: '蓝光线路', official: true, vip: true, qualities: [QUALITY_720P] },
  { key: 'third1', name: '线路二', official: false, vip: false, qualities: [QUALITY_360P] },
  { key: 'third2', name: '线路三', official: false, vip: false, qualities: [QUALITY_360P] },
] satisfies (LineInfo & { key: (typeof VOD_LINE_KEYS)[number] })[];

export const DEFAULT_LINE = 'official';
export const BROKEN_LINE = 'third2';

export function lineByKey(key: string): LineInfo | undefined {
  return LINES.find((line) => line.key === key);
}

export function qualityOf(line: LineInfo, key: string): QualityInfo | undefined {
  return line.qualities.find((quality) => quality.key === key);
}

/** Whether playing this line in this quality needs VIP. */
export function needsVip(line: LineInfo, quality: QualityInfo): boolean {
  return line.vip || quality.vip;
}

/** The best quality of a line the viewer may play (qualities are listed best first). */
export function defaultQuality(line: LineInfo, isVip: boolean): QualityInfo | undefined {
  return line.qualities.find((quality) => isVip || !quality.vip);
}

export type Breakage = 'playlist' | 'segments';

/** How a line is broken for a title, if it is (see the file comment). */
export function breakageOf(lineKey: string, vid: string): Breakage | null {
  if (lineKey !== BROKEN_LINE) return null;
  const byte = createHash('sha1').update(vid).digest()[0] ?? 0;
  if (byte % 4 === 0) return 'playlist';
  return byte % 4 === 1 ? 'segments' : null;
}
