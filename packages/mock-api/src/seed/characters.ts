/** The part an actor plays in a title: a name of the title's naming group, the same on every call. */
import type { RegionCode, VodType } from '@xinghe/contracts';
import type { Gender } from './name-words';
import { groupOf, personName } from './names';
import { hashString, mulberry32, Random } from './random';

/** Types whose actors play named parts (a variety show's guests or a narrator do not). */
export const HAS_CHARACTERS: ReadonlySet<VodType> = new Set([
  'movie',
  'drama',
  'animation',
  'children',
]);

export function characterOf(
  titleId: number,
  actorId: number,
  gender: Gender,
  region: RegionCode,
): string {
  const random = new Random(mulberry32(hashString(`character/${titleId}/${actorId}`)));
  return personName(random, groupOf(region), gender).name;
}
