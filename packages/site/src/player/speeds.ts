/**
 * Playback speeds (DESIGN "Decisions"): every viewer gets 0.75x-1.25x, a VIP all speeds 0.5x-3x
 * (全部倍速). The lists themselves come from the ui, which draws the 倍速 menu from them.
 */
import { NON_VIP_RATES, PLAYBACK_RATES } from '@xinghe/ui';

export { NON_VIP_RATES, PLAYBACK_RATES };

export const allowedRates = (isVip: boolean): readonly number[] =>
  isVip ? PLAYBACK_RATES : NON_VIP_RATES;

export const isRateAllowed = (rate: number, isVip: boolean): boolean =>
  allowedRates(isVip).includes(rate);
