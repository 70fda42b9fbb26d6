/**
 * Matches, generated around the current time: every Asia/Shanghai day has its own fixed schedule
 * (drawn from the day's number, so the same day always has the same matches, ids and final
 * scores), and what a match shows (upcoming, live with its running score, finished with its final
 * one) is worked out from the clock at the time of the request. Every hour of every day has a
 * kick-off on the hour and every match lasts at least 70 minutes, so something is always live,
 * with minutes to go.
 */
import { MATCH_STAGES, type MatchStage, type SportMatch } from '@xinghe/contracts';
import { streamFor, type Random } from '../seed/random';
import { COMPETITIONS, competitionById, type CompetitionDef, type ScoreModel } from './catalogue';
import { sidesOf, type Side } from './teams';

const DAY = 86_400;
/** Asia/Shanghai is UTC+8 all year. */
const SHANGHAI_OFFSET = 8 * 3600;
/** A match id is `dayNumber * MATCHES_PER_DAY_MAX + index`. */
const MATCHES_PER_DAY_MAX = 100;
/** Days before 2020 are not generated: an id from there is unknown. */
const FIRST_DAY = 18_262;

export interface ScheduledMatch {
  id: number;
  competition: CompetitionDef;
  /** The round as the real API words it, and its codes (our additions). */
  round: Pick<SportMatch, 'round' | 'roundNo' | 'stage'>;
  home: Side;
  away: Side;
  startTime: number;
  endTime: number;
  finalScore: [number, number];
}

/** Days since 1970-01-01 on the Asia/Shanghai calendar. */
export const dayNumberOf = (epochSeconds: number) =>
  Math.floor((epochSeconds + SHANGHAI_OFFSET) / DAY);
/** Midnight of a day in Shanghai, epoch seconds. */
export const dayStartOf = (dayNumber: number) => dayNumber * DAY - SHANGHAI_OFFSET;
/** `YYYY-MM-DD` of a day number. */
export const dateOf = (dayNumber: number) =>
  new Date(dayNumber * DAY * 1000).toISOString().slice(0, 10);
/** The day number of a `YYYY-MM-DD`, or undefined for a date that does not exist. */
export function dayNumberOfDate(date: string): number | undefined {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || dateOf(ms / 1000 / DAY) !== date) return undefined;
  return ms / 1000 / DAY;
}

/** Hot tournaments come up twice as often as the others. */
const DRAW_POOL = COMPETITIONS.flatMap((c) => (c.hot ? [c, c] : [c]));
const STAGES = Object.keys(MATCH_STAGES) as MatchStage[];

function finalScore(random: Random, model: ScoreModel): [number, number] {
  switch (model.kind) {
    case 'goals':
      return [random.int(0, model.max), random.int(0, model.max - 1)];
    case 'points': {
      const a = random.int(model.min, model.max);
      let b = random.int(model.min, model.max);
      if (b === a) b += random.chance(0.5) ? 1 : -1; // basketball has no draws
      return [a, b];
    }
    case 'bestOf': {
      const need = Math.ceil(model.n / 2);
      const loser = random.int(0, need - 1);
      return random.chance(0.5) ? [need, loser] : [loser, need];
    }
  }
}

function roundOf(
  random: Random,
  competition: CompetitionDef,
  dayNumber: number,
): ScheduledMatch['round'] {
  if (competition.sides === 'players') {
    const stage = random.pick(STAGES);
    return { round: MATCH_STAGES[stage], stage };
  }
  const roundNo = (dayNumber % 30) + 1;
  return { round: `第${roundNo}轮`, roundNo };
}

function twoSides(random: Random, competition: CompetitionDef): [Side, Side] {
  const sides = sidesOf(competition);
  const home = random.int(0, sides.length - 1);
  const away = (home + random.int(1, sides.length - 1)) % sides.length;
  return [sides[home]!, sides[away]!];
}

const dayCache = new Map<number, readonly ScheduledMatch[]>();

/** The matches of one Shanghai day, by kick-off. */
export function matchesOfDay(dayNumber: number): readonly ScheduledMatch[] {
  if (dayNumber < FIRST_DAY) return [];
  const kept = dayCache.get(dayNumber);
  if (kept) return kept;
  const random = streamFor(dayNumber, 'sports-day');
  const matches: ScheduledMatch[] = [];
  for (let hour = 0; hour < 24; hour++) {
    // The first kick-off of the hour is on the hour: with matches of an hour or more, no gap.
    const minutes = random.chance(0.5) ? [0, random.pick([0, 30])] : [0];
    for (const minute of minutes) {
      const competition = random.pick(DRAW_POOL);
      const [home, away] = twoSides(random, competition);
      const startTime = dayStartOf(dayNumber) + hour * 3600 + minute * 60;
      matches.push({
        id: dayNumber * MATCHES_PER_DAY_MAX + matches.length,
        competition,
        round: roundOf(random, competition, dayNumber),
        home,
        away,
        startTime,
        endTime: startTime + competition.minutes * 60,
        finalScore: finalScore(random, competition.score),
      });
    }
  }
  if (dayCache.size > 64) dayCache.clear();
  dayCache.set(dayNumber, matches);
  return matches;
}

/** A match by id, or undefined for an id no day has. */
export function matchById(id: number): ScheduledMatch | undefined {
  const day = Math.floor(id / MATCHES_PER_DAY_MAX);
  return matchesOfDay(day).find((m) => m.id === id);
}

export type Status = 'upcoming' | 'live' | 'finished';

export function statusAt(match: ScheduledMatch, now: number): Status {
  if (now < match.startTime) return 'upcoming';
  return now < match.endTime ? 'live' : 'finished';
}

/** The score at a moment: none before kick-off, the final one after, a share of it between. */
export function scoreAt(match: ScheduledMatch, now: number): [number, number] | null {
  const status = statusAt(match, now);
  if (status === 'upcoming') return null;
  if (status === 'finished') return match.finalScore;
  const share = (now - match.startTime) / (match.endTime - match.startTime);
  const model = match.competition.score;
  // A best-of is not won before the end: the winner stays one game short while live.
  const cap = model.kind === 'bestOf' ? Math.ceil(model.n / 2) - 1 : Infinity;
  const part = (final: number) => Math.min(cap, Math.floor(final * share));
  return [part(match.finalScore[0]), part(match.finalScore[1])];
}

/** Seconds until a match leaves its status at `now`; a finished match never does. */
export function secondsInStatus(match: ScheduledMatch, now: number): number {
  const status = statusAt(match, now);
  if (status === 'upcoming') return match.startTime - now;
  return status === 'live' ? match.endTime - now : Infinity;
}

/**
 * A match of today or tomorrow in the status that stays in it for `seconds` more: what a test can
 * name without the clock changing the answer under it.
 */
export function steadyMatchIn(
  status: Status,
  now: number,
  seconds: number,
): ScheduledMatch | undefined {
  const today = dayNumberOf(now);
  return [...matchesOfDay(today), ...matchesOfDay(today + 1)].find(
    (m) => statusAt(m, now) === status && secondsInStatus(m, now) > seconds,
  );
}

export { competitionById };
