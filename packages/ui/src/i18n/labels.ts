import type { RegionCode, VodType } from '@xinghe/contracts/client';
import { activeLocale } from './locale';
import type { MessageKey } from './messages';

/**
 * The `lang` of the API's content (titles, synopses, people's and channels' names) on a page in
 * another language: an English page marks it as Chinese (screen readers read it so, and the
 * journeys tell it from the interface's own texts). zh-CN and zh-TW pages (content converted to
 * Traditional) need no mark.
 */
export const contentLang = (): 'zh-CN' | undefined =>
  activeLocale() === 'en' ? 'zh-CN' : undefined;

// Typed as MessageKey so that a region or type without a catalogue entry fails to compile.
export const regionKey = (code: RegionCode): MessageKey & `region.${RegionCode}` =>
  `region.${code}`;

export const typeKey = (type: VodType | 'live'): MessageKey & `type.${VodType | 'live'}` =>
  `type.${type}`;
