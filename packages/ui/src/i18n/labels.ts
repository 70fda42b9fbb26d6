import type { RegionCode, VodType } from '@xinghe/contracts/client';
import type { MessageKey } from './messages';

// Typed as MessageKey so that a region or type without a catalogue entry fails to compile.
export const regionKey = (code: RegionCode): MessageKey & `region.${RegionCode}` =>
  `region.${code}`;

export const typeKey = (type: VodType | 'live'): MessageKey & `type.${VodType | 'live'}` =>
  `type.${type}`;
