/**
 * Actors and directors, and the credits that link them to titles. People are cast per naming
 * group (a Korean drama's cast has Korean names) from a roster whose draw weights fall off as a
 * Zipf law: a few stars with dozens of titles, most people with a handful, and a hard cap no one
 * exceeds. A person is created at their first part, in that title's region.
 */
import type { RegionCode, VodType } from '@xinghe/contracts';
import type { Gender } from './name-words';
import { groupOf, personName, type NameGroup } from './names';
import type { Random } from './random';
import type { CreditSeed, Profession, TitleSeed } from './types';

/** No one is credited in more titles than this. */
export const FILMOGRAPHY_CAP = 60;

/** How many actors a title credits: [min, max] (a documentary's one is its narrator). */
const CAST_SIZE: Record<VodType, readonly [number, number]> = {
  movie: [3, 6],
  drama: [4, 8],
  variety: [3, 5],
  animation: [2, 4],
  children: [2, 3],
  documentary: [0, 1],
};

/** Average titles per person, which sizes each roster; the Zipf exponent shapes the tail. */
const MEAN_TITLES: Record<Profession, number> = { actor: 5, director: 3 };
const ZIPF = 0.5;

/** A person before their birth date and biography are known (see `people.ts`). */
export interface PersonDraft {
  id: number;
  name: string;
  foreignName: string | null;
  gender: Gender;
  region: RegionCode;
  profession: Profession;
}

interface Seat {
  person: PersonDraft | null;
  count: number;
  dropped: boolean;
}

/** The people of one naming group and profession, created as they are first cast. */
class Roster {
  private readonly seats: Seat[];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(
    size: number,
    private readonly group: NameGroup,
    private readonly profession: Profession,
    private readonly people: PeopleRegistry,
  ) {
    // Never fewer seats than a title has parts, however few titles the group makes.
    this.seats = Array.from({ length: Math.max(12, size) }, (_, rank) => {
      this.total += 1 / (rank + 1) ** ZIPF;
      this.cumulative.push(this.total);
      return { person: null, count: 0, dropped: false };
    });
  }

  /** Draws by weight from the static cumulative table, redrawing a full or taken seat. */
  draw(random: Random, region: RegionCode, taken: ReadonlySet<number>): PersonDraft {
    for (let attempt = 0; attempt < 200; attempt++) {
      const seat = this.seats[this.index(random.next() * this.total)];
      if (!seat || seat.dropped || seat.count >= FILMOGRAPHY_CAP) continue;
      if (seat.person && taken.has(seat.person.id)) continue;
      seat.person ??= this.people.create(random, this.group, this.profession, region);
      if (!seat.person) {
        // A small group's names ran out: the seat is dropped and its part recast.
        seat.dropped = true;
        continue;
      }
      seat.count++;
      return seat.person;
    }
    throw new Error(`no ${this.profession} left in the ${this.group} group`);
  }

  private index(roll: number): number {
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) <= roll) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

class PeopleRegistry {
  readonly all: PersonDraft[] = [];
  private readonly names = new Set<string>();

  /** A new person with a name no one has yet, or null after many tries (the pool is used up). */
  create(
    random: Random,
    group: NameGroup,
    profession: Profession,
    region: RegionCode,
  ): PersonDraft | null {
    const gender: Gender = random.chance(profession === 'director' ? 0.8 : 0.5) ? 'male' : 'female';
    let name = personName(random, group, gender);
    for (let attempt = 0; this.names.has(name.name); attempt++) {
      if (attempt > 40) return null;
      name = personName(random, group, gender);
    }
    this.names.add(name.name);
    const person: PersonDraft = {
      id: this.all.length + 1,
      name: name.name,
      foreignName: name.foreign ?? null,
      gender,
      region,
      profession,
    };
    this.all.push(person);
    return person;
  }
}

export function castTitles(
  random: Random,
  titles: readonly TitleSeed[],
): { people: PersonDraft[]; credits: CreditSeed[] } {
  const sizes = titles.map((t) => random.int(...CAST_SIZE[t.type]));
  // Roster sizes follow the parts each group has to fill.
  const parts = new Map<string, number>();
  titles.forEach((t, i) => {
    const group = groupOf(t.region);
    parts.set(`${group}/actor`, (parts.get(`${group}/actor`) ?? 0) + (sizes[i] ?? 0));
    parts.set(`${group}/director`, (parts.get(`${group}/director`) ?? 0) + 1);
  });
  const registry = new PeopleRegistry();
  const rosters = new Map<string, Roster>();
  const rosterFor = (group: NameGroup, profession: Profession): Roster => {
    const key = `${group}/${profession}`;
    let roster = rosters.get(key);
    if (!roster) {
      const size = Math.ceil((parts.get(key) ?? 0) / MEAN_TITLES[profession]);
      rosters.set(key, (roster = new Roster(size, group, profession, registry)));
    }
    return roster;
  };

  const credits: CreditSeed[] = [];
  titles.forEach((title, i) => {
    const group = groupOf(title.region);
    const taken = new Set<number>();
    const director = rosterFor(group, 'director').draw(random, title.region, taken);
    credits.push({ titleId: title.id, actorId: director.id, role: 'director', position: 0 });
    for (let position = 0; position < (sizes[i] ?? 0); position++) {
      const actor = rosterFor(group, 'actor').draw(random, title.region, taken);
      taken.add(actor.id);
      credits.push({ titleId: title.id, actorId: actor.id, role: 'actor', position });
    }
  });
  return { people: registry.all, credits };
}
