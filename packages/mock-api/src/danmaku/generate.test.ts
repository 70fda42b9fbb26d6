import { describe, expect, it } from 'vitest';
import { GENERATED_MAX, generateDanmaku } from './generate';

describe('generateDanmaku', () => {
  const moments = { duration: 130, intro: { start: 0, end: 15.6 } };

  it('is the same for the same episode and differs between episodes', () => {
    expect(generateDanmaku(7, 2, moments)).toEqual(generateDanmaku(7, 2, moments));
    expect(generateDanmaku(7, 3, moments)).not.toEqual(generateDanmaku(7, 2, moments));
  });

  it('is densest at the climax, denser over the opening song than elsewhere', () => {
    const all = generateDanmaku(7, 2, moments);
    const perSecond = (from: number, to: number) =>
      all.filter((c) => c.timeDs >= from * 10 && c.timeDs < to * 10).length / (to - from);
    const climax = perSecond(78, 91);
    const opening = perSecond(0, 15);
    const rest = perSecond(20, 70);
    expect(climax).toBeGreaterThan(opening);
    expect(opening).toBeGreaterThan(rest);
    expect(all.every((c) => c.timeDs >= 0 && c.timeDs < 1300)).toBe(true);
  });

  it('keeps a two-hour film to about GENERATED_MAX comments, in the same shape', () => {
    const film = generateDanmaku(7, 1, { duration: 7200 });
    expect(film.length).toBeLessThan(GENERATED_MAX * 1.1);
    expect(film.length).toBeGreaterThan(GENERATED_MAX * 0.9);
    const count = (from: number, to: number) =>
      film.filter((c) => c.timeDs >= from * 10 && c.timeDs < to * 10).length;
    expect(count(4320, 5040)).toBeGreaterThan(count(1440, 2160) * 5);
    // A short episode keeps the full rates.
    expect(generateDanmaku(7, 2, moments).length).toBeLessThan(GENERATED_MAX / 4);
  });
});
