/** Person names by culture, and which culture a region's people are named in. */
import type { RegionCode } from '@xinghe/contracts';
import type { Random } from './random';
import {
  JP_GIVEN,
  JP_SURNAMES,
  KR_GIVEN,
  KR_SURNAMES,
  WEST_GIVEN,
  WEST_SURNAMES,
  ZH_GIVEN,
  ZH_SURNAMES,
  type Culture,
  type Gender,
} from './name-words';

export function cultureOf(region: RegionCode): Culture {
  if (region === 'cn' || region === 'hk' || region === 'tw') return 'zh';
  if (region === 'jp') return 'jp';
  if (region === 'kr') return 'kr';
  return 'west';
}

export function personName(random: Random, culture: Culture, gender: Gender): string {
  switch (culture) {
    case 'zh':
      return random.pick(ZH_SURNAMES) + random.pick(ZH_GIVEN[gender]);
    case 'jp':
      return random.pick(JP_SURNAMES) + random.pick(JP_GIVEN[gender]);
    case 'kr':
      return random.pick(KR_SURNAMES) + random.pick(KR_GIVEN[gender]);
    case 'west':
      return `${random.pick(WEST_GIVEN[gender])}·${random.pick(WEST_SURNAMES)}`;
  }
}

/** A character's name in a synopsis (not a credited person). */
export function characterName(random: Random, region: RegionCode): string {
  return personName(random, cultureOf(region), random.chance(0.5) ? 'male' : 'female');
}
