/**
 * The VIP perks of SPEC section 1 and the reasons a non-VIP meets the VIP dialog (a locked line,
 * quality, speed, download or channel), as message keys. The perks are main-catalogue keys: the
 * header's VIP card lists them too. The reasons are VIP-catalogue keys: only the VIP dialog shows
 * them (a type-only import, so the header's chunk does not carry that catalogue).
 */
import type { PlainAreaKey } from '../../i18n/area';
import type { PlainMessageKey } from '../../i18n/format';
import type { VipMessages } from '../../i18n/vipMessages';

/** Why the VIP dialog opened; picks its headline. */
export type VipPromptReason = 'line' | 'quality' | 'speed' | 'download' | 'live';

export const VIP_REASON_KEYS: Record<VipPromptReason, PlainAreaKey<VipMessages>> = {
  line: 'vipReason.line',
  quality: 'vipReason.quality',
  speed: 'vipReason.speed',
  download: 'vipReason.download',
  live: 'vipReason.live',
};

/** The four perks of SPEC section 1, in its order. */
export const VIP_PERK_KEYS = [
  'vip.perkBestLine',
  'vip.perkLiveChannels',
  'vip.perkDownload',
  'vip.perkAllSpeeds',
] as const satisfies readonly PlainMessageKey[];
