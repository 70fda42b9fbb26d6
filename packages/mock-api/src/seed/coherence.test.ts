/**
 * The catalogue reads as real: a title's region, cast names, genres and synopsis agree, and
 * filmographies and years are distributed as a real catalogue's are. Problems are collected, so
 * a failure names every offending title.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_GENRES } from '../domain/channels';
import { FILMOGRAPHY_CAP } from './cast';
import { characterOf, HAS_CHARACTERS } from './characters';
import { generateCatalogue } from './index';
import { KINDS } from './kinds';
import { groupOf, isNameOf } from './names';
import { LAST_YEAR } from './titles';

const catalogue = generateCatalogue();
const personById = new Map(catalogue.actors.map((a) => [a.id, a]));
const creditsOf = new Map<number, typeof catalogue.credits>();
for (const c of catalogue.credits) {
  creditsOf.set(c.titleId, [...(creditsOf.get(c.titleId) ?? []), c]);
}

describe('a coherent catalogue', () => {
  it('brings out a film series in order, a year or more apart until this year', () => {
    const byName = new Map(catalogue.titles.map((t) => [t.title, t]));
    const problems: string[] = [];
    let series = 0;
    for (const first of catalogue.titles.filter((t) => t.type === 'movie')) {
      let previous = first;
      for (let n = 2; byName.has(`${first.title}${n}`); n++) {
        const next = byName.get(`${first.title}${n}`)!;
        if (n === 2) series++;
        const ordered =
          next.year > previous.year || (next.year === LAST_YEAR && previous.year === LAST_YEAR);
        if (!ordered)
          problems.push(`${previous.title} ${previous.year} → ${next.title} ${next.year}`);
        previous = next;
      }
    }
    expect(series).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('names every credited person as the title region names people', () => {
    const problems: string[] = [];
    for (const title of catalogue.titles) {
      for (const credit of creditsOf.get(title.id) ?? []) {
        const person = personById.get(credit.actorId);
        if (!person || !isNameOf(groupOf(title.region), person.name)) {
          problems.push(`${title.title} (${title.region}): ${person?.name ?? credit.actorId}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each title genres that belong together within its channel', () => {
    const problems: string[] = [];
    for (const title of catalogue.titles) {
      const fits = KINDS[title.type].some(
        (kind) =>
          kind.main.includes(title.genres[0] ?? '') &&
          title.genres.slice(1).every((g) => kind.extra.includes(g)) &&
          (kind.regions[title.region] ?? 0) > 0,
      );
      if (!fits || !title.genres.every((g) => CHANNEL_GENRES[title.type].includes(g))) {
        problems.push(`${title.title} ${title.type} ${title.region} ${title.genres.join('/')}`);
      }
    }
    expect(problems).toEqual([]);
    // Examples that must hold: a documentary is never 机战, a Chinese costume drama never American.
    const documentaryGenres = new Set(
      catalogue.titles.filter((t) => t.type === 'documentary').flatMap((t) => t.genres),
    );
    expect(documentaryGenres.has('机战')).toBe(false);
    const costume = catalogue.titles.filter((t) => t.type === 'drama' && t.genres[0] === '古装');
    expect(costume.length).toBeGreaterThan(50);
    expect(costume.every((t) => ['cn', 'hk', 'tw'].includes(t.region))).toBe(true);
  });

  it('names in a synopsis only the cast: their parts, or the guests and narrator themselves', () => {
    // Every name any title credits or casts, so a synopsis naming an outsider would be caught.
    const allNames = new Set<string>();
    const ownNames = new Map<number, Set<string>>();
    for (const title of catalogue.titles) {
      const own = new Set<string>();
      for (const credit of creditsOf.get(title.id) ?? []) {
        const person = personById.get(credit.actorId);
        if (!person) continue;
        own.add(person.name);
        if (credit.role === 'actor' && HAS_CHARACTERS.has(title.type)) {
          own.add(characterOf(title.id, person.id, person.gender, title.region));
        }
      }
      ownNames.set(title.id, own);
      for (const name of own) allNames.add(name);
    }
    const problems: string[] = [];
    for (const title of catalogue.titles) {
      const own = ownNames.get(title.id) ?? new Set();
      const chars = [...title.description];
      for (let i = 0; i < chars.length; i++) {
        for (let len = 3; len <= 12 && i + len <= chars.length; len++) {
          const word = chars.slice(i, i + len).join('');
          if (allNames.has(word) && !own.has(word) && ![...own].some((n) => n.includes(word))) {
            problems.push(`${title.title}: ${word}`);
          }
        }
      }
      const cast = (creditsOf.get(title.id) ?? []).filter((c) => c.role === 'actor');
      if (title.description.includes('{')) problems.push(`${title.title}: unfilled slot`);
      if (cast.length >= 2 && ![...own].some((n) => title.description.includes(n))) {
        if (/[{}]/.test(title.description)) problems.push(`${title.title}: names no one`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('credits no one in more than the cap; a few stars have 30+ titles, most a handful', () => {
    const counts = new Map<number, number>();
    for (const c of catalogue.credits) counts.set(c.actorId, (counts.get(c.actorId) ?? 0) + 1);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    expect(sorted[0]).toBeLessThanOrEqual(FILMOGRAPHY_CAP);
    const stars = sorted.filter((n) => n >= 30).length;
    expect(stars).toBeGreaterThanOrEqual(5);
    expect(stars / sorted.length).toBeLessThan(0.02);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(2);
    expect(median).toBeLessThanOrEqual(6);
  });

  it('spreads years with most titles not from this year, and varies ratings', () => {
    const thisYear = catalogue.titles.filter((t) => t.year === LAST_YEAR).length;
    expect(thisYear / catalogue.titles.length).toBeLessThan(0.12);
    const before2010 = catalogue.titles.filter((t) => t.year < 2010).length;
    expect(before2010 / catalogue.titles.length).toBeGreaterThan(0.15);
    const scores = new Set(catalogue.titles.map((t) => t.score));
    expect(scores.size).toBeGreaterThan(30);
  });

  it('fits episode counts to the kind: films 1, series 12-60, variety seasons of weekly shows', () => {
    const problems: string[] = [];
    for (const t of catalogue.titles) {
      const ok =
        t.type === 'movie'
          ? t.episodes === 1
          : t.type === 'drama'
            ? t.episodes >= 12 && t.episodes <= 60
            : t.type === 'variety'
              ? t.episodes >= 10 && t.episodes <= 14
              : t.episodes >= 3;
      if (!ok) problems.push(`${t.title} ${t.type} ${t.episodes}`);
    }
    expect(problems).toEqual([]);
  });

  it("writes each person's biography from their filmography", () => {
    const problems: string[] = [];
    const titleById = new Map(catalogue.titles.map((t) => [t.id, t]));
    const worksOf = new Map<number, number[]>();
    for (const c of catalogue.credits) {
      worksOf.set(c.actorId, [...(worksOf.get(c.actorId) ?? []), c.titleId]);
    }
    for (const person of catalogue.actors) {
      const works = (worksOf.get(person.id) ?? []).map((id) => titleById.get(id));
      const first = Math.min(...works.map((t) => t?.year ?? LAST_YEAR));
      if (!person.description.includes(`共有${works.length}部作品`)) problems.push(person.name);
      if (person.birthYear > first - 14) problems.push(`${person.name} born ${person.birthYear}`);
      if (!person.birthDate.startsWith(String(person.birthYear))) problems.push(person.name);
    }
    expect(problems).toEqual([]);
  });
});
