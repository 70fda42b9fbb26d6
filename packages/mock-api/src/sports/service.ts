/**
 * The sports replies as the contract shapes them: categories, tournaments, the url map, day lists,
 * hot matches and followed matches, all from the fixed catalogue, the generated schedule and the
 * clock. Refusals are `Refusal`s with the codes the records name.
 */
import {
  ErrorCode,
  type CompetitionDesc,
  type MatchDay,
  type SportCompetition,
  type SportHeader,
  type SportMatch,
  type SportProject,
  type SportUrlEntry,
} from '@xinghe/contracts';
import { imageUrl } from '../lib/image-url';
import { Refusal } from '../lib/reply';
import {
  COMPETITIONS,
  PROJECTS,
  projectById,
  projectByUrl,
  type CompetitionDef,
} from './catalogue';
import { SportMsg } from './messages';
import {
  dateOf,
  dayNumberOf,
  dayNumberOfDate,
  dayStartOf,
  matchById,
  matchesOfDay,
  scoreAt,
  statusAt,
  type ScheduledMatch,
} from './schedule';

/** The date strip: three days back, today, six ahead. */
export const DAYS_BACK = 3;
export const DAYS_AHEAD = 6;
export const HOT_MATCH_LIMIT = 8;
const HOT_WINDOW = 48 * 3600;

export interface SportFilter {
  projectId?: number | undefined;
  competitionId?: number | undefined;
}

const HOT_FIRST = [...COMPETITIONS].sort((a, b) => Number(b.hot) - Number(a.hot));

export function projects(): SportProject[] {
  return PROJECTS.map((p) => ({ ...p, logo: imageUrl('sport', p.id) }));
}

function competitionOf(def: CompetitionDef): SportCompetition {
  const project = projectByUrl.get(def.project)!;
  return {
    id: def.id,
    url: def.url,
    name: def.name,
    shortName: def.shortName,
    projectId: project.id,
    projectUrl: def.project,
    logo: imageUrl('sport', def.id),
    hot: def.hot,
  };
}

export function competitions(projectId?: number): SportCompetition[] {
  const url = projectId === undefined ? undefined : projectById.get(projectId)?.url;
  if (projectId !== undefined && !url) return [];
  return HOT_FIRST.filter((c) => !url || c.project === url).map(competitionOf);
}

export function competitionDesc(id: number): CompetitionDesc {
  const def = COMPETITIONS.find((c) => c.id === id);
  if (!def) throw new Refusal(ErrorCode.NotFound, SportMsg.competitionNotFound);
  return { ...competitionOf(def), desc: def.desc };
}

export function urlMap(): SportUrlEntry[] {
  return [
    ...PROJECTS.map((p) => ({ id: p.id, url: p.url, type: 'project' as const })),
    ...COMPETITIONS.map((c) => ({ id: c.id, url: c.url, type: 'competition' as const })),
  ];
}

export function matchOf(match: ScheduledMatch, now: number, isFocus = false): SportMatch {
  const score = scoreAt(match, now);
  const side = (s: ScheduledMatch['home']) => ({ name: s.name, logo: imageUrl('team', s.id) });
  return {
    id: match.id,
    competitionId: match.competition.id,
    competitionUrl: match.competition.url,
    competitionName: match.competition.shortName,
    projectUrl: match.competition.project,
    ...match.round,
    home: side(match.home),
    away: side(match.away),
    homeScore: score?.[0] ?? 0,
    awayScore: score?.[1] ?? 0,
    status: statusAt(match, now),
    startTime: match.startTime,
    endTime: match.endTime,
    isFocus,
  };
}

function matches(filter: SportFilter): (m: ScheduledMatch) => boolean {
  if (filter.competitionId !== undefined) return (m) => m.competition.id === filter.competitionId;
  if (filter.projectId !== undefined) {
    const url = projectById.get(filter.projectId)?.url;
    return (m) => m.competition.project === url;
  }
  return () => true;
}

/** The schedule in force: a match of yesterday may still be on after midnight. */
function around(now: number, back: number, ahead: number): ScheduledMatch[] {
  const today = dayNumberOf(now);
  const days: ScheduledMatch[] = [];
  for (let d = today - back; d <= today + ahead; d++) days.push(...matchesOfDay(d));
  return days;
}

export function matchesOfDate(date: string, filter: SportFilter, now: number): SportMatch[] {
  const day = dayNumberOfDate(date);
  if (day === undefined) throw new Refusal(ErrorCode.BadRequest, SportMsg.badDate);
  return matchesOfDay(day)
    .filter(matches(filter))
    .map((m) => matchOf(m, now));
}

export function matchDays(filter: SportFilter, now: number): MatchDay[] {
  const today = dayNumberOf(now);
  const days: MatchDay[] = [];
  for (let d = today - DAYS_BACK; d <= today + DAYS_AHEAD; d++) {
    const list = matchesOfDay(d).filter(matches(filter));
    if (list.length === 0) continue;
    const liveCount = list.filter((m) => statusAt(m, now) === 'live').length;
    days.push({ date: dateOf(d), startTime: dayStartOf(d), count: list.length, liveCount });
  }
  return days;
}

export function hotMatches(filter: SportFilter, now: number): SportMatch[] {
  const pool = around(now, 1, 2).filter((m) => m.competition.hot && matches(filter)(m));
  const live = pool.filter((m) => statusAt(m, now) === 'live');
  const next = pool.filter((m) => m.startTime > now && m.startTime <= now + HOT_WINDOW);
  return [...live, ...next].slice(0, HOT_MATCH_LIMIT).map((m) => matchOf(m, now));
}

export function header(now: number): SportHeader {
  const today = dayNumberOf(now);
  const live = around(now, 1, 0).filter((m) => statusAt(m, now) === 'live').length;
  return { now, today: dateOf(today), liveCount: live, todayCount: matchesOfDay(today).length };
}

export function requireMatch(id: number): ScheduledMatch {
  const match = matchById(id);
  if (!match) throw new Refusal(ErrorCode.NotFound, SportMsg.matchNotFound);
  return match;
}

const STATUS_ORDER = { live: 0, upcoming: 1, finished: 2 } as const;

/** Followed matches: live, then upcoming by kick-off, then finished ones newest first. */
export function followedMatches(ids: readonly number[], now: number): SportMatch[] {
  return ids
    .map((id) => matchById(id))
    .filter((m): m is ScheduledMatch => m !== undefined)
    .map((m) => matchOf(m, now, true))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        (a.status === 'finished' ? b.startTime - a.startTime : a.startTime - b.startTime) ||
        a.id - b.id,
    );
}
