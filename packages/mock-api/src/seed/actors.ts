/**
 * Actors and directors, and the credits that link them to titles. A title's people share its
 * naming culture (a Korean drama gets Korean names), and popular people get more parts.
 */
import type { RegionCode, VodType } from '@xinghe/contracts';
import { REGION_NAME } from '../domain/regions';
import type { Culture, Gender } from './name-words';
import { cultureOf, personName } from './names';
import type { Random } from './random';
import type { ActorSeed, CreditSeed, Profession, TitleSeed } from './types';

const PEOPLE_PER_CULTURE: Record<Culture, number> = { zh: 430, jp: 70, kr: 70, west: 130 };

const REGIONS_OF: Record<Culture, Partial<Record<RegionCode, number>>> = {
  zh: { cn: 75, hk: 13, tw: 12 },
  jp: { jp: 1 },
  kr: { kr: 1 },
  west: { us: 45, gb: 15, ca: 7, au: 6, fr: 8, sp: 5, in: 8, th: 3, others: 3 },
};

const TRAITS = [
  '以细腻自然的表演著称。',
  '戏路宽广，塑造了众多深入人心的角色。',
  '出道多年，作品横跨电影与电视剧。',
  '凭借独特的个人风格受到观众喜爱。',
  '多次入围各大影视奖项。',
];
const DIRECTOR_TRAITS = [
  '擅长把握宏大叙事与人物情感。',
  '作品风格鲜明，善于营造紧张氛围。',
  '以真实质朴的镜头语言见长。',
  '多部作品收获口碑与票房双丰收。',
];

/** How many people of each kind a title credits: [min, max]. */
const CAST_SIZE: Record<VodType, readonly [number, number]> = {
  movie: [3, 6],
  drama: [4, 8],
  variety: [3, 6],
  animation: [2, 4],
  children: [1, 2],
  documentary: [0, 1],
};

export function generateActors(random: Random): ActorSeed[] {
  const used = new Set<string>();
  const actors: Omit<ActorSeed, 'id'>[] = [];
  for (const culture of Object.keys(PEOPLE_PER_CULTURE) as Culture[]) {
    for (let i = 0; i < PEOPLE_PER_CULTURE[culture]; i++) {
      const profession: Profession = random.chance(0.15) ? 'director' : 'actor';
      const gender: Gender = random.chance(profession === 'director' ? 0.8 : 0.5)
        ? 'male'
        : 'female';
      let name = personName(random, culture, gender);
      while (used.has(name)) name = personName(random, culture, gender);
      used.add(name);
      const region = random.weighted(REGIONS_OF[culture]);
      const birthYear = profession === 'director' ? random.int(1950, 1990) : random.int(1955, 2004);
      const role = profession === 'director' ? '导演' : '演员';
      const trait = random.pick(profession === 'director' ? DIRECTOR_TRAITS : TRAITS);
      actors.push({
        name,
        gender,
        region,
        birthYear,
        profession,
        description: `${REGION_NAME[region]}${gender === 'male' ? '男' : '女'}${role}，${birthYear}年出生，${trait}`,
        popularity: Math.round(100 / (1 - random.next()) ** (1 / 1.2)),
      });
    }
  }
  return random.shuffle(actors).map((actor, index) => ({ id: index + 1, ...actor }));
}

/** People of one culture and profession, drawn in proportion to their popularity. */
class Roster {
  private readonly people: ActorSeed[];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(people: ActorSeed[]) {
    this.people = people;
    for (const person of people) {
      this.total += person.popularity;
      this.cumulative.push(this.total);
    }
  }

  draw(random: Random): ActorSeed {
    const roll = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) <= roll) low = mid + 1;
      else high = mid;
    }
    const person = this.people[low];
    if (!person) throw new Error('draw from an empty roster');
    return person;
  }
}

export function generateCredits(
  random: Random,
  titles: TitleSeed[],
  actors: ActorSeed[],
): CreditSeed[] {
  const rosters = new Map<string, Roster>();
  for (const culture of Object.keys(PEOPLE_PER_CULTURE) as Culture[]) {
    for (const profession of ['actor', 'director'] as const) {
      const people = actors.filter(
        (a) => cultureOf(a.region) === culture && a.profession === profession,
      );
      rosters.set(`${culture}/${profession}`, new Roster(people));
    }
  }
  const rosterFor = (region: RegionCode, profession: Profession): Roster => {
    const roster = rosters.get(`${cultureOf(region)}/${profession}`);
    if (!roster) throw new Error(`no roster for ${region}/${profession}`);
    return roster;
  };

  const credits: CreditSeed[] = [];
  for (const title of titles) {
    const director = rosterFor(title.region, 'director').draw(random);
    credits.push({ titleId: title.id, actorId: director.id, role: 'director', position: 0 });
    const [min, max] = CAST_SIZE[title.type];
    const wanted = random.int(min, max);
    const cast = new Set<number>();
    for (let attempt = 0; cast.size < wanted && attempt < wanted * 5; attempt++) {
      cast.add(rosterFor(title.region, 'actor').draw(random).id);
    }
    let position = 0;
    for (const actorId of cast) {
      credits.push({ titleId: title.id, actorId, role: 'actor', position: position++ });
    }
  }
  return credits;
}
