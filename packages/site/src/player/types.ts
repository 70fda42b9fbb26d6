/**
 * The reply shapes the player reads. They mirror the contract's records (POST
 * /web/v2/dianbo/video/line); once those land the aliases point at the contract types.
 */
import type { LineInfo, LineQuality } from '@xinghe/ui';

export type { LineInfo, LineQuality };

export interface PlayInfo {
  id: number;
  ep: number;
  lines: LineInfo[];
  /** The line and quality served. */
  line: string;
  quality: string;
  /** Media playlist path, unsigned; the client signs it with the session token. */
  playlist: string;
  /** The episode's download, unsigned; only in a VIP's reply. */
  download?: string;
}

export interface LineRequest {
  id: number;
  ep: number;
  line?: string;
  quality?: string;
}

/** The envelope code of a refusal that needs VIP (the best line, a VIP quality, a VIP title). */
export const VIP_REQUIRED_CODE = 402;
