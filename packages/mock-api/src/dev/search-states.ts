/**
 * Provider states of the browse and search interactions. States naming a thing by value
 * (a title called 长安十二时辰, an actor, a live channel) make themselves true: the setup adds the
 * row when the catalogue lacks it, and the teardown removes only what the setup added. States
 * about the seeded catalogue check that it holds and refuse (code 404) when it does not.
 */
import type { Database } from 'better-sqlite3';
import { ErrorCode, REGION_NAMES, VOD_TYPES, type VodType } from '@xinghe/contracts';
import { CHANNEL_LABEL, typeOfChannelName } from '../domain/channels';
import { isGenreOf, regionOfName, yearRange } from '../domain/filters';
import { Msg } from '../lib/messages';
import { badRequest, Refusal } from '../lib/reply';
import { createFilterQueries } from '../queries/filter';
import type { ProviderState, StateParams } from './provider-states';
import { addActor, addChannel, addTitle, removeRow, type FixtureTable } from './search-fixtures';

/** Rows a setup added, per database and state key, so a teardown never removes seeded data. */
const added = new WeakMap<Database, Map<string, { table: FixtureTable; id: number }>>();

/** The id of the row `find` sees, or of the one `add` makes (remembered for the teardown). */
function ensure(
  db: Database,
  key: string,
  table: FixtureTable,
  find: () => number | undefined,
  add: () => number,
): number {
  const existing = find();
  if (existing !== undefined) return existing;
  const id = add();
  let rows = added.get(db);
  if (!rows) added.set(db, (rows = new Map()));
  rows.set(key, { table, id });
  return id;
}

function release(db: Database, key: string): void {
  const row = added.get(db)?.get(key);
  if (!row) return;
  removeRow(db, row.table, row.id);
  added.get(db)?.delete(key);
}

const unmet = (why: string) => new Refusal(ErrorCode.NotFound, Msg.stateNotMet(why));

function text(params: StateParams, key: string): string {
  const value = params[key];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    throw badRequest(Msg.badParam(key));
  }
  return value.trim();
}

/** A channel by its Chinese name (as chName carries it) or its type (movie, drama, ...). */
function vodType(params: StateParams, key: string): VodType {
  const value = params[key];
  if (typeof value !== 'string') throw badRequest(Msg.badParam(key));
  const type = typeOfChannelName(value) ?? VOD_TYPES.find((t) => t === value);
  if (!type) throw badRequest(Msg.badParam(key));
  return type;
}

/** A year of the filter: 0 (no bound) or a year. */
function yearParam(params: StateParams, key: string): number {
  const value = Number(params[key]);
  if (!Number.isInteger(value) || value < 0 || value > 2100) throw badRequest(Msg.badParam(key));
  return value;
}

const idWhere = (db: Database, sql: string, value: string) =>
  (db.prepare(sql).get(value) as { id: number } | undefined)?.id;

/** The video id of a title's row, as replies carry it. */
const videoIdOfRow = (db: Database, row: number) =>
  db.prepare('SELECT vid FROM titles WHERE id = ?').pluck().get(row) as string;

export const searchStates: readonly ProviderState[] = [
  {
    name: 'titles of channel {chName}, label {label}, country {country}, years {startTime} to {endTime} exist',
    setup({ db }, params) {
      const type = vodType(params, 'chName');
      const label = text(params, 'label');
      if (!isGenreOf(type, label)) throw badRequest(Msg.badParam('label'));
      const region = regionOfName(text(params, 'country'));
      if (!region) throw badRequest(Msg.badParam('country'));
      const startTime = yearParam(params, 'startTime');
      const endTime = yearParam(params, 'endTime');
      const years = yearRange(startTime, endTime);
      if (!years) throw badRequest(Msg.badParam('endTime'));
      const criteria = { type, genre: label, region, years, sort: 'hottest' as const };
      const { total } = createFilterQueries(db).page(criteria, 1, 1);
      if (total === 0) throw unmet(`没有符合条件的 ${type} 影片`);
      return {
        chName: CHANNEL_LABEL[type],
        label,
        country: REGION_NAMES[region],
        startTime,
        endTime,
        count: total,
      };
    },
  },
  {
    name: 'titles of type {type} exist',
    setup({ catalogue }, params) {
      const type = vodType(params, 'type');
      const count = catalogue.countOfType(type);
      if (count === 0) throw unmet(`没有 ${type} 类型的影片`);
      return { type, count };
    },
  },
  {
    name: 'a title named {word} exists',
    setup({ db }, params) {
      const word = text(params, 'word');
      const id = ensure(
        db,
        `title ${word}`,
        'titles',
        () => idWhere(db, 'SELECT id FROM titles WHERE title = ?', word),
        () => addTitle(db, { title: word }),
      );
      return { word, id: videoIdOfRow(db, id) };
    },
    teardown({ db }, params) {
      release(db, `title ${text(params, 'word')}`);
    },
  },
  {
    name: 'an actor named {name} exists',
    setup({ db }, params) {
      const name = text(params, 'name');
      const id = ensure(
        db,
        `actor ${name}`,
        'actors',
        () => idWhere(db, 'SELECT id FROM actors WHERE name = ?', name),
        () => addActor(db, name),
      );
      return { name, id };
    },
    teardown({ db }, params) {
      release(db, `actor ${text(params, 'name')}`);
    },
  },
  {
    name: 'a live channel named {name} exists',
    setup({ db }, params) {
      const name = text(params, 'name');
      const id = ensure(
        db,
        `channel ${name}`,
        'channels',
        () => idWhere(db, 'SELECT id FROM channels WHERE name = ?', name),
        () => addChannel(db, name),
      );
      return { name, id };
    },
    teardown({ db }, params) {
      release(db, `channel ${text(params, 'name')}`);
    },
  },
];
