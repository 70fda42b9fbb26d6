/**
 * What the browse and search provider states add when the catalogue lacks it: a title, a person,
 * a live channel. Each returns the new row's id so the state's teardown can remove exactly what
 * its setup made, and nothing the seed wrote.
 */
import type { Database } from 'better-sqlite3';
import type { RegionCode, VodType } from '@xinghe/contracts';
import { CHANNEL_GENRES } from '../domain/channels';
import { thirdPartyIdOf, videoIdOf } from '../domain/video-ids';
import { DEFAULT_SEED } from '../seed/index';
import { CATALOGUE_NOW, LAST_YEAR } from '../seed/titles';
import { seededWith } from '../seed/write';

export interface TitleFixture {
  title: string;
  type?: VodType;
  genre?: string;
  region?: RegionCode;
  year?: number;
}

export type FixtureTable = 'titles' | 'actors' | 'channels';

const nextId = (db: Database, table: FixtureTable) =>
  (db.prepare(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;

export function addTitle(db: Database, fixture: TitleFixture): number {
  const type = fixture.type ?? 'drama';
  const genre = fixture.genre ?? CHANNEL_GENRES[type][0] ?? '剧情';
  const id = nextId(db, 'titles');
  // The id the seed writer would give this row, so a fixture is addressed like any title.
  const vid = videoIdOf(seededWith(db) ?? DEFAULT_SEED, id);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO titles (id, vid, third_id, title, aliases, type, region, year, genres, score,
         description, tagline, episodes, remark, popularity, updated_at)
       VALUES (@id, @vid, @thirdId, @title, '[]', @type, @region, @year, @genres, 8.5,
         @description, @tagline, @episodes, @remark, 1000, @updatedAt)`,
    ).run({
      id,
      vid,
      thirdId: thirdPartyIdOf(vid),
      title: fixture.title,
      type,
      region: fixture.region ?? 'cn',
      year: fixture.year ?? LAST_YEAR,
      genres: JSON.stringify([genre]),
      description: `${fixture.title}：为接口约定测试添加的影片。`,
      tagline: '接口约定测试',
      episodes: type === 'movie' ? 1 : 12,
      remark: type === 'movie' ? 'HD' : '全12集',
      updatedAt: CATALOGUE_NOW,
    });
    db.prepare('INSERT INTO title_genres (title_id, genre) VALUES (?, ?)').run(id, genre);
  })();
  return id;
}

/** A person credited as an actor in the most popular title, so they have one work. */
export function addActor(db: Database, name: string): number {
  const id = nextId(db, 'actors');
  db.transaction(() => {
    db.prepare(
      `INSERT INTO actors (id, name, gender, region, birth_year, profession, description, popularity)
       VALUES (?, ?, 'female', 'cn', 1990, 'actor', ?, 100)`,
    ).run(id, name, `${name}：为接口约定测试添加的演员。`);
    const title = db.prepare('SELECT id FROM titles ORDER BY popularity DESC, id LIMIT 1').get() as
      { id: number } | undefined;
    if (title) {
      db.prepare(
        `INSERT INTO title_actors (title_id, actor_id, role, position) VALUES (?, ?, 'actor', 99)`,
      ).run(title.id, id);
    }
  })();
  return id;
}

export function addChannel(db: Database, name: string): number {
  const id = nextId(db, 'channels');
  db.prepare(`INSERT INTO channels (id, name, category) VALUES (?, ?, '数字')`).run(id, name);
  return id;
}

export function removeRow(db: Database, table: FixtureTable, id: number): void {
  db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
}
