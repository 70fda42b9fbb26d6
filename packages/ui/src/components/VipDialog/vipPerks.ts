/**
 * The VIP perks of SPEC section 1 and the reasons a non-VIP meets the VIP dialog (a locked line,
 * quality, speed, download or channel), as message keys. Main-catalogue keys: the header's VIP
 * card, which is in the first-load bundle, lists the perks too.
 */
import type { PlainMessageKey } from '../../i18n/format';

/** Why the VIP dialog opened; picks its headline. */
export type VipPromptReason = 'line' | 'quality' | 'speed' | 'download' | 'live';

export const VIP_REASON_KEYS: Record<VipPromptReason, PlainMessageKey> = {
  line: 'vipPrompt.line',
  quality: 'vipPrompt.quality',
  speed: 'vipPrompt.speed',
  download: 'vipPrompt.download',
  live: 'vipPrompt.live',
};

/** The four perks of SPEC section 1, in its order. */
export const VIP_PERK_KEYS = [
  'vip.perkBestLine',
  'vip.perkLiveChannels',
  'vip.perkDownload',
  'vip.perkAllSpeeds',
] as const satisfies readonly PlainMessageKey[];
