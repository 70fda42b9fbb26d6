/**
 * Each title's subject, assigned along its channel's popularity order (the order of a home row
 * and of a channel page's first screen): one of its genre family's subjects, the next in that
 * family's list, skipping any the eleven titles before it show. So any twelve neighbours in that
 * order show twelve different subjects.
 */
import type { Database } from 'better-sqlite3';
import type { VodType } from '@xinghe/contracts';
import { familyOf } from './families';
import { motifOf, type Motif } from './motifs';

/** A screen of posters: a home row, a channel page's first twelve. */
export const SCREEN_OF_POSTERS = 12;

interface Row {
  vid: string;
  type: VodType;
  genres: string;
}

/** The subject of a title by video id, or undefined for one the catalogue did not have. */
export type MotifAssignments = (vid: string) => Motif | undefined;

/**
 * Reads the order once, on the first poster asked for (the catalogue's titles and popularity do
 * not change after seeding). A title added since (a test's fixture) is drawn from its id alone.
 */
export function motifAssignments(db: Database): MotifAssignments {
  let assigned: Map<string, Motif> | undefined;
  const load = () => {
    const rows = db
      .prepare<[], Row>('SELECT vid, type, genres FROM titles ORDER BY type, popularity DESC, id')
      .all();
    const map = new Map<string, Motif>();
    const taken = new Map<string, number>();
    let recent: Motif[] = [];
    let channel: VodType | undefined;
    for (const { vid, type, genres } of rows) {
      if (type !== channel) [channel, recent] = [type, []];
      const family = familyOf(type, (JSON.parse(genres) as string[])[0]);
      const start = taken.get(`${type}:${family}`) ?? 0;
      const motif = motifOf(family, start, recent);
      taken.set(`${type}:${family}`, start + 1);
      recent = [...recent, motif].slice(-(SCREEN_OF_POSTERS - 1));
      map.set(vid, motif);
    }
    return map;
  };
  return (vid) => {
    assigned ??= load();
    return assigned.get(vid);
  };
}
