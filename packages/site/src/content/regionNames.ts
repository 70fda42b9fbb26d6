/**
 * The Chinese region names a category page reads the filter's `country` by. A zh-TW viewer's
 * replies come converted to Traditional characters by the host (美国 -> 美國), so their names are
 * read by the same conversion of REGION_NAMES; a host test holds this table to that conversion.
 */
import { REGION_NAMES, type Locale, type RegionCode } from '@xinghe/contracts/client';

export const TRADITIONAL_REGION_NAMES: Readonly<Record<RegionCode, string>> = {
  cn: '大陸',
  hk: '香港',
  tw: '臺灣',
  us: '美國',
  jp: '日本',
  kr: '韓國',
  gb: '英國',
  th: '泰國',
  sp: '西班牙',
  ca: '加拿大',
  fr: '法國',
  in: '印度',
  au: '澳大利亞',
  others: '其他',
};

/** The region names of the replies a viewer of `locale` gets. */
export const regionNamesIn = (locale: Locale): Readonly<Record<RegionCode, string>> =>
  locale === 'zh-TW' ? TRADITIONAL_REGION_NAMES : REGION_NAMES;
