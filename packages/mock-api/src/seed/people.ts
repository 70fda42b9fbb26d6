/**
 * The finishing facts of each person, read off their filmography: born some years before their
 * first credit, a popularity that is the sum of their titles', and a short biography naming
 * their debut, their best-known works and how many titles they have made.
 */
import { REGION_NAMES } from '@xinghe/contracts';
import type { PersonDraft } from './cast';
import type { Random } from './random';
import type { ActorSeed, CreditSeed, TitleSeed } from './types';

const ACTOR_TRAITS = [
  '以细腻自然的表演著称。',
  '戏路宽广，塑造了众多深入人心的角色。',
  '凭借独特的个人风格受到观众喜爱。',
  '多次入围各大影视奖项。',
  '银幕形象亲切，被观众视为“国民演员”。',
];
const DIRECTOR_TRAITS = [
  '擅长把握宏大叙事与人物情感。',
  '作品风格鲜明，善于营造紧张氛围。',
  '以真实质朴的镜头语言见长。',
  '多部作品收获口碑与票房双丰收。',
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function quoted(titles: readonly TitleSeed[]): string {
  return titles.map((t) => `《${t.title}》`).join('、');
}

export function finishPeople(
  random: Random,
  drafts: readonly PersonDraft[],
  credits: readonly CreditSeed[],
  titles: readonly TitleSeed[],
): ActorSeed[] {
  const titleById = new Map(titles.map((t) => [t.id, t]));
  const worksOf = new Map<number, TitleSeed[]>();
  for (const credit of credits) {
    const title = titleById.get(credit.titleId);
    if (!title) continue;
    const list = worksOf.get(credit.actorId) ?? [];
    list.push(title);
    worksOf.set(credit.actorId, list);
  }
  return drafts.map((person) => {
    const works = worksOf.get(person.id) ?? [];
    const debut = works.reduce((y, t) => Math.min(y, t.year), Number.POSITIVE_INFINITY);
    const debutAge = person.profession === 'director' ? random.int(24, 38) : random.int(16, 26);
    const birthYear = Math.min(2006, (Number.isFinite(debut) ? debut : 2020) - debutAge);
    const birthDate = `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    const best = [...works].sort((a, b) => b.popularity - a.popularity).slice(0, 2);
    const role = person.profession === 'director' ? '导演' : '演员';
    const trait = random.pick(person.profession === 'director' ? DIRECTOR_TRAITS : ACTOR_TRAITS);
    const firstWork = [...works].sort((a, b) => a.year - b.year)[0];
    const description =
      `${REGION_NAMES[person.region]}${person.gender === 'male' ? '男' : '女'}${role}，` +
      `${birthYear}年出生。` +
      (firstWork ? `${firstWork.year}年以《${firstWork.title}》步入影视圈，` : '') +
      `至今共有${works.length}部作品，代表作${quoted(best)}。${trait}`;
    return {
      id: person.id,
      name: person.name,
      foreignName: person.foreignName,
      gender: person.gender,
      region: person.region,
      birthYear,
      birthDate,
      profession: person.profession,
      description,
      popularity: works.reduce((sum, t) => sum + Math.round(t.popularity / 10), 0),
    };
  });
}
