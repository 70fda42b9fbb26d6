/** SPEC "Region-to-code map" with the GLOSSARY's Chinese names. */
import type { RegionCode } from '@xinghe/contracts';

export const REGION_NAME: Record<RegionCode, string> = {
  cn: '大陆',
  hk: '香港',
  tw: '台湾',
  us: '美国',
  jp: '日本',
  kr: '韩国',
  gb: '英国',
  th: '泰国',
  sp: '西班牙',
  ca: '加拿大',
  fr: '法国',
  in: '印度',
  au: '澳大利亚',
  others: '其他',
};
