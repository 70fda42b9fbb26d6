/**
 * Reads for the actor page: a person's facts and their filmography, mapped to the contract's
 * shapes. A catalogue seeded before birth dates were stored falls back to 1 January of the year.
 */
import type { Database } from 'better-sqlite3';
import {
  PERSON_GENDERS,
  PersonRole,
  type ActorInfo,
  type ActorWork,
  type RegionCode,
  type VodType,
} from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';
import { characterOf, HAS_CHARACTERS } from '../seed/characters';
import type { Gender } from '../seed/name-words';
import { SUMMARY_COLUMNS, toVideoCard, type SummaryRow } from './catalogue';

interface PersonRow {
  id: number;
  name: string;
  foreign_name: string | null;
  gender: Gender;
  region: RegionCode;
  birth_year: number;
  birth_date: string | null;
  profession: 'actor' | 'director';
  description: string;
  works: number;
}

type WorkRow = SummaryRow & { role: 'actor' | 'director'; type: VodType; region: RegionCode };

export type PeopleQueries = ReturnType<typeof createPeopleQueries>;

export function createPeopleQueries(db: Database) {
  const personById = db.prepare<[number], PersonRow>(
    `SELECT a.id, a.name, a.foreign_name, a.gender, a.region, a.birth_year, a.birth_date,
       a.profession, a.description,
       (SELECT COUNT(*) FROM title_actors ta WHERE ta.actor_id = a.id) AS works
     FROM actors a WHERE a.id = ?`,
  );
  const worksOf = db.prepare<[number], WorkRow>(
    `SELECT ${SUMMARY_COLUMNS}, ta.role
     FROM title_actors ta JOIN titles t ON t.id = ta.title_id
     WHERE ta.actor_id = ? ORDER BY t.year DESC, t.popularity DESC, t.id`,
  );

  return {
    /** The person's page facts, and their gender (the parts they play are named by it). */
    person(id: number): { info: ActorInfo; gender: Gender } | undefined {
      const row = personById.get(id);
      if (!row) return undefined;
      const info: ActorInfo = {
        id: row.id,
        name: row.name,
        ...(row.foreign_name && { foreignName: row.foreign_name }),
        avatar: imageUrl('avatar', row.id),
        gender: PERSON_GENDERS[row.gender],
        genderKey: row.gender,
        role: PersonRole[row.profession],
        roleKey: row.profession,
        birthDate: row.birth_date ?? `${row.birth_year}-01-01`,
        region: row.region,
        biography: row.description,
        works: row.works,
      };
      return { info, gender: row.gender };
    },

    works(id: number, gender: Gender): ActorWork[] {
      return worksOf.all(id).map((row) => ({
        ...toVideoCard(row),
        role: PersonRole[row.role],
        roleKey: row.role,
        ...(row.role === 'actor' &&
          HAS_CHARACTERS.has(row.type) && {
            character: characterOf(row.id, id, gender, row.region),
          }),
      }));
    },
  };
}
