import { describe, expect, it } from 'vitest';
import { VOD_TYPES } from '@xinghe/contracts';
import { generateCatalogue } from './index';
import { streamFor } from './random';
import { seedScaleFromEnv } from './scale';
import { TITLE_COUNTS, generateTitles } from './titles';

const SEED = 20260601;
const usual = generateCatalogue(SEED);
const tenfold = generateCatalogue(SEED, 10);

describe('MOCK_SEED_SCALE=10', () => {
  it('makes ten times the titles, in the same proportions per channel, and more people', () => {
    expect(tenfold.titles).toHaveLength(usual.titles.length * 10);
    for (const type of VOD_TYPES) {
      const count = tenfold.titles.filter((title) => title.type === type).length;
      expect(count).toBe(TITLE_COUNTS[type] * 10);
    }
    expect(tenfold.actors.length).toBeGreaterThan(usual.actors.length * 3);
    expect(tenfold.scale).toBe(10);
  });

  it('is deterministic: the same seed gives the same titles', () => {
    const again = generateTitles(streamFor(SEED, 'titles'), 10);
    expect(again.slice(0, 50).map((t) => [t.id, t.title, t.year, t.region])).toEqual(
      tenfold.titles.slice(0, 50).map((t) => [t.id, t.title, t.year, t.region]),
    );
    expect(again.map((t) => t.title)).toEqual(tenfold.titles.map((t) => t.title));
  });

  it('names every title once, spin-offs and remakes coming after their originals', () => {
    const names = tenfold.titles.map((t) => t.title);
    expect(new Set(names).size).toBe(names.length);
    const year = new Map(tenfold.titles.map((t) => [t.title, t.year]));
    const remakes = tenfold.titles.filter((t) => /（\d{4}版）$/.test(t.title));
    expect(remakes.length).toBeGreaterThan(100);
    for (const remake of remakes) {
      const original = remake.title.replace(/（(\d{4})版）$/, '');
      expect(remake.title).toContain(`（${remake.year}版）`);
      expect(year.get(original)).toBeLessThan(remake.year);
    }
    expect(tenfold.titles.filter((t) => t.title.includes('之')).length).toBeGreaterThan(1000);
  });

  it('leaves the usual catalogue as it was: scale 1 is the default', () => {
    const one = generateCatalogue(SEED, 1);
    expect(one.titles.map((t) => t.title)).toEqual(usual.titles.map((t) => t.title));
  });
});

describe('seedScaleFromEnv', () => {
  it('reads 1 to 10 and refuses anything else with the variable named', () => {
    expect(seedScaleFromEnv(undefined)).toBe(1);
    expect(seedScaleFromEnv('')).toBe(1);
    expect(seedScaleFromEnv('10')).toBe(10);
    expect(seedScaleFromEnv('2.5')).toBe(2.5);
    for (const bad of ['0', '0.5', '11', 'ten', '-1', 'Infinity']) {
      expect(() => seedScaleFromEnv(bad)).toThrow(/MOCK_SEED_SCALE/);
    }
  });
});
