import { describe, expect, it } from 'vitest';
import {
  dateOf,
  dayNumberOf,
  dayNumberOfDate,
  dayStartOf,
  matchById,
  matchesOfDay,
  scoreAt,
  statusAt,
  steadyMatchIn,
} from './schedule';

/** 2026-11-21 12:00 in Shanghai. */
const NOON = Date.UTC(2026, 10, 21, 4, 0, 0) / 1000;
const today = dayNumberOf(NOON);

describe('the Shanghai calendar', () => {
  it('starts a day at 16:00 UTC of the day before', () => {
    expect(dateOf(today)).toBe('2026-11-21');
    expect(dayStartOf(today)).toBe(Date.UTC(2026, 10, 20, 16, 0, 0) / 1000);
    expect(dayNumberOfDate('2026-11-21')).toBe(today);
    expect(dayNumberOfDate('2026-02-30')).toBeUndefined();
  });
});

describe('a day of matches', () => {
  const day = matchesOfDay(today);

  it('is the same every time it is drawn, and finds each match by its id', () => {
    expect(matchesOfDay(today).map((m) => m.id)).toEqual(day.map((m) => m.id));
    for (const match of day) expect(matchById(match.id)).toBe(match);
    expect(matchById(day.at(-1)!.id + 1)).toBeUndefined();
  });

  it('has a kick-off on every hour, so something is live at any moment', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = dayStartOf(today) + minute * 60;
      expect(day.some((m) => statusAt(m, now) === 'live')).toBe(true);
    }
  });

  it('has, at every moment of a week, a match staying live and one staying upcoming for five minutes', () => {
    // What the pact's `a match is {status}` state hands out: a gap here fails the verifier.
    for (let now = dayStartOf(today); now < dayStartOf(today + 7); now += 30) {
      expect(steadyMatchIn('live', now, 300), `live at ${now}`).toBeDefined();
      expect(steadyMatchIn('upcoming', now, 300), `upcoming at ${now}`).toBeDefined();
    }
  });

  it('pairs two different sides in each match', () => {
    for (const match of day) expect(match.home.id).not.toBe(match.away.id);
  });
});

describe('a match over time', () => {
  const match = matchesOfDay(today)[0]!;

  it('has no score before kick-off, a running one while live, the final one after', () => {
    expect(statusAt(match, match.startTime - 1)).toBe('upcoming');
    expect(scoreAt(match, match.startTime - 1)).toBeNull();
    expect(statusAt(match, match.startTime)).toBe('live');
    expect(scoreAt(match, match.startTime)).toEqual([0, 0]);
    expect(statusAt(match, match.endTime)).toBe('finished');
    expect(scoreAt(match, match.endTime)).toEqual(match.finalScore);
  });
});
