/**
 * The reply shapes the player reads, from the contract (types only: nothing of TypeBox reaches the
 * bundle).
 */
export type {
  LineInfo,
  PlayInfo,
  PlayLineBody as LineRequest,
  QualityInfo as LineQuality,
} from '@xinghe/contracts/client';
