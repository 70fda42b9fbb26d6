/**
 * The reply shapes the player reads, from the contract (types only: nothing of TypeBox reaches the
 * bundle).
 */
export type {
  LineInfo,
  PlayInfo,
  PlayLineBody as LineRequest,
  QualityInfo as LineQuality,
} from '@xinghe/contracts/schemas';

/** The envelope code of a refusal that needs VIP (the best line, a VIP quality, a VIP title). */
export const VIP_REQUIRED_CODE = 402;
