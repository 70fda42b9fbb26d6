import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { REGION_CODES, VOD_TYPES } from '@xinghe/contracts';
import { CHANNEL_GENRES } from '../domain/channels';
import { migrations } from '../db/migrations';
import { runMigrations } from '../db/migrate';
import { generateCatalogue } from './index';
import { writeCatalogue } from './write';

const catalogue = generateCatalogue(1);

describe('seed generator', () => {
  it('makes at least 3,000 unique titles over all six channels', () => {
    expect(catalogue.titles.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(catalogue.titles.map((t) => t.title)).size).toBe(catalogue.titles.length);
    for (const type of VOD_TYPES) {
      expect(catalogue.titles.filter((t) => t.type === type).length).toBeGreaterThan(100);
    }
  });

  it('gives every title facts in range: Chinese title, region, year, genres, episodes, remark', () => {
    // Collected rather than asserted one by one: 3,200 titles, and a failure names them all.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, t: { id: number; title: string }) => {
      if (!ok) problems.push(`${t.id} ${t.title}: ${what}`);
    };
    for (const t of catalogue.titles) {
      check(/[\u4e00-\u9fff]/.test(t.title), 'title is not Chinese', t);
      check(REGION_CODES.includes(t.region), `region ${t.region}`, t);
      check(t.year >= 1990 && t.year <= 2026, `year ${t.year}`, t);
      check(t.genres.length > 0, 'no genre', t);
      for (const genre of t.genres)
        check(CHANNEL_GENRES[t.type].includes(genre), `genre ${genre}`, t);
      check(
        t.score >= 0 && t.score <= 10 && Math.round(t.score * 10) === t.score * 10,
        `score ${t.score}`,
        t,
      );
      check(t.aliases.length > 0 && t.aliases.every((a) => a.length > 0), 'no alias', t);
      check(t.description.length > 10, 'no description', t);
      if (t.type === 'movie') {
        check(t.episodes === 1, `movie with ${t.episodes} episodes`, t);
        check(t.remark === 'HD' || t.remark === '蓝光', `remark ${t.remark}`, t);
      } else {
        const match = /^(?:全(\d+)|更新至(\d+))[集期]$/.exec(t.remark);
        check(match !== null, `remark ${t.remark}`, t);
        const shown = Number(match?.[1] ?? match?.[2]);
        check(
          match?.[1] ? shown === t.episodes : shown < t.episodes,
          `remark ${t.remark} of ${t.episodes}`,
          t,
        );
      }
      if (t.type === 'drama')
        check(t.episodes >= 12 && t.episodes <= 60, `drama of ${t.episodes}`, t);
    }
    expect(problems).toEqual([]);
  });

  it('weights regions toward the mainland', () => {
    const cn = catalogue.titles.filter((t) => t.region === 'cn').length;
    expect(cn / catalogue.titles.length).toBeGreaterThan(0.35);
    expect(new Set(catalogue.titles.map((t) => t.region)).size).toBeGreaterThan(10);
  });

  it('credits hundreds of actors, each title with a director', () => {
    expect(catalogue.actors.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.actors.map((a) => a.name)).size).toBe(catalogue.actors.length);
    const directed = new Set(
      catalogue.credits.filter((c) => c.role === 'director').map((c) => c.titleId),
    );
    expect(directed.size).toBe(catalogue.titles.length);
    expect(catalogue.credits.filter((c) => c.role === 'actor').length).toBeGreaterThan(5000);
  });

  it('stores 500+ live channels, CCTV-1 and the satellite channels among them', () => {
    expect(catalogue.channels.length).toBeGreaterThanOrEqual(500);
    const names = catalogue.channels.map((c) => c.name);
    expect(names).toContain('CCTV-1 综合');
    expect(names).toContain('湖南卫视');
    expect(new Set(names).size).toBe(names.length);
  });

  it('is deterministic: the same seed gives the same catalogue', () => {
    const again = generateCatalogue(1);
    expect(again.titles.slice(0, 50)).toEqual(catalogue.titles.slice(0, 50));
    expect(again).toEqual(catalogue);
  });

  it('differs for a different seed', () => {
    const other = generateCatalogue(2);
    const firstTitles = (c: typeof catalogue) => c.titles.slice(0, 20).map((t) => t.title);
    expect(firstTitles(other)).not.toEqual(firstTitles(catalogue));
  });

  // Seeding speed is measured by `npm run bench`, not asserted here.
  it('writes 3,000+ titles into SQLite', () => {
    const db = new Database(':memory:');
    runMigrations(db, migrations);
    writeCatalogue(db, generateCatalogue(3));
    const count = db.prepare('SELECT COUNT(*) AS n FROM titles').get() as { n: number };
    db.close();
    expect(count.n).toBeGreaterThanOrEqual(3000);
  });
});
