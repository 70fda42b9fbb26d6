/**
 * Writes each title's synopsis from its kind's template once the cast is known: {hero} and
 * {other} are the parts the first two billed actors play, {cast} names the guests of a show, so
 * a synopsis names no one outside the title's cast. A documentary with a narrator says who.
 */
import type { VodType } from '@xinghe/contracts';
import { characterOf, HAS_CHARACTERS } from './characters';
import type { Random } from './random';
import type { TitleDraft } from './titles';
import type { ActorSeed, CreditSeed, TitleSeed } from './types';

/** Places of fiction, and real-sounding places for shows filmed on location. */
const STORY_PLACES = [
  '江南小镇',
  '海滨城市',
  '边陲小镇',
  '北方工业城',
  '繁华都市',
  '深山古村',
  '大漠边关',
  '老城街巷',
  '霓虹街头',
  '雪域高原',
  '港口小城',
  '未来都市',
  '遥远星球',
  '山间学园',
];
const SHOW_PLACES = ['江南水乡', '海边小镇', '西北大漠', '云南山村', '东北林海', '川渝街巷'];
const ANCIENT_PLACES = ['长安城', '江湖客栈', '大漠边关', '京城', '江南', '塞北'];

function placeFor(random: Random, type: VodType, genres: readonly string[]): string {
  if (type === 'variety' || type === 'documentary') return random.pick(SHOW_PLACES);
  if (genres.some((g) => ['古装', '武侠', '玄幻', '历史', '奇幻'].includes(g))) {
    return random.pick(ANCIENT_PLACES);
  }
  return random.pick(STORY_PLACES);
}

export function writeSynopses(
  random: Random,
  drafts: readonly TitleDraft[],
  people: readonly ActorSeed[],
  credits: readonly CreditSeed[],
): TitleSeed[] {
  const personById = new Map(people.map((p) => [p.id, p]));
  const castOf = new Map<number, ActorSeed[]>();
  for (const credit of credits) {
    if (credit.role !== 'actor') continue;
    const person = personById.get(credit.actorId);
    if (!person) continue;
    const list = castOf.get(credit.titleId) ?? [];
    list[credit.position] = person;
    castOf.set(credit.titleId, list);
  }
  return drafts.map(({ synopsisTemplate, ...title }) => {
    const cast = (castOf.get(title.id) ?? []).filter(Boolean);
    const part = (index: number): string => {
      const actor = cast[index] ?? cast[0];
      if (!actor) return '主人公';
      return HAS_CHARACTERS.has(title.type)
        ? characterOf(title.id, actor.id, actor.gender, title.region)
        : actor.name;
    };
    let description = synopsisTemplate
      .replaceAll('{hero}', part(0))
      .replaceAll('{other}', part(1))
      .replaceAll(
        '{cast}',
        cast
          .slice(0, 3)
          .map((a) => a.name)
          .join('、') || '嘉宾们',
      )
      .replaceAll('{place}', placeFor(random, title.type, title.genres));
    const narrator = cast[0];
    if (title.type === 'documentary' && narrator) description += `由${narrator.name}担任解说。`;
    return { ...title, description };
  });
}
