/**
 * Person names by naming group, and which group a region's people are named in: Chinese names
 * for the mainland, Hong Kong and Taiwan; Japanese and Korean names in Chinese script; and
 * transliterated names (given·family) for the rest, as Chinese sites write them, from pools that
 * fit the country (an Indian film's cast has Indian names, a French one's French names).
 */
import type { RegionCode } from '@xinghe/contracts';
import { EN, ES, FR, IN, JP, KR, TH, type ForeignPool } from './foreign-names';
import { ZH_GIVEN, ZH_SURNAMES, type Gender } from './name-words';
import type { Random } from './random';

export type NameGroup = 'zh' | 'jp' | 'kr' | 'en' | 'fr' | 'es' | 'in' | 'th';

export const NAME_GROUPS: readonly NameGroup[] = ['zh', 'jp', 'kr', 'en', 'fr', 'es', 'in', 'th'];

export function groupOf(region: RegionCode): NameGroup {
  switch (region) {
    case 'cn':
    case 'hk':
    case 'tw':
      return 'zh';
    case 'jp':
    case 'kr':
    case 'fr':
    case 'in':
    case 'th':
      return region;
    case 'sp':
      return 'es';
    default:
      return 'en';
  }
}

const FOREIGN: Record<Exclude<NameGroup, 'zh'>, ForeignPool> = {
  jp: JP,
  kr: KR,
  en: EN,
  fr: FR,
  es: ES,
  in: IN,
  th: TH,
};

export interface PersonName {
  name: string;
  /** The name in its own script or romanisation; absent for Chinese names. */
  foreign?: string;
}

export function personName(random: Random, group: NameGroup, gender: Gender): PersonName {
  if (group === 'zh') return { name: random.pick(ZH_SURNAMES) + random.pick(ZH_GIVEN[gender]) };
  const pool = FOREIGN[group];
  const [familyZh, familyLatin] = random.pick(pool.surnames);
  const [givenZh, givenLatin] = random.pick(pool.given[gender]);
  if (group === 'jp' || group === 'kr') {
    return { name: familyZh + givenZh, foreign: `${familyLatin} ${givenLatin}` };
  }
  return { name: `${givenZh}·${familyZh}`, foreign: `${givenLatin} ${familyLatin}` };
}

/** Whether a name is composed from a group's pools (the seed test's coherence check). */
export function isNameOf(group: NameGroup, name: string): boolean {
  if (group === 'zh') {
    return ZH_SURNAMES.some(
      (s) =>
        name.startsWith(s) && Object.values(ZH_GIVEN).some((g) => g.includes(name.slice(s.length))),
    );
  }
  const pool = FOREIGN[group];
  const given = [...pool.given.male, ...pool.given.female].map(([zh]) => zh);
  const families = pool.surnames.map(([zh]) => zh);
  if (group === 'jp' || group === 'kr') {
    return families.some((f) => name.startsWith(f) && given.includes(name.slice(f.length)));
  }
  const [first, last, extra] = name.split('·');
  return extra === undefined && given.includes(first ?? '') && families.includes(last ?? '');
}
