/**
 * The sports area's data (/sports): categories, hot tournaments and the sports url map (SPEC
 * "shared client state": the url map), the headline figures and the server's clock, the date
 * strip, the chosen day's matches and the hot matches, each for the chosen tab's filter. The only
 * place that calls the client for them; follows live in `sportsFollows.ts`.
 */
import type {
  MatchDay,
  SportCompetition,
  SportHeader,
  SportMatch,
  SportProject,
  SportUrlEntry,
  CompetitionDesc,
} from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';

export type LoadStatus = 'loading' | 'error' | 'ready';
type Kept<T extends object> = ReturnType<typeof ref<T>>;

/** A tab's filter: a category's or a tournament's id, or nothing (全部). */
export interface SportFilter {
  projectId?: number;
  competitionId?: number;
}

export interface SportsState {
  catalogueStatus: LoadStatus;
  projects: Kept<SportProject[]>;
  competitions: Kept<SportCompetition[]>;
  urlMap: Kept<SportUrlEntry[]>;
  header: SportHeader | null;
  /** Server clock minus this device's, in seconds: countdowns run on the server's time. */
  clockOffset: number;
  /** The tournament view's description, by competition id. */
  descriptions: Record<number, CompetitionDesc>;
  days: Kept<MatchDay[]>;
  dayStatus: LoadStatus;
  matches: Kept<SportMatch[]>;
  hotMatches: Kept<SportMatch[]>;
}

const initialState = (): SportsState => ({
  catalogueStatus: 'loading',
  projects: ref([]),
  competitions: ref([]),
  urlMap: ref([]),
  header: null,
  clockOffset: 0,
  descriptions: {},
  days: ref([]),
  dayStatus: 'loading',
  matches: ref([]),
  hotMatches: ref([]),
});

export const sportsState = proxy<SportsState>(initialState());

/** Bumped by every list load: a reply for an older tab or day is dropped. */
let listGeneration = 0;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The filter a tab slug names, from the url map; undefined for 全部 or an unknown slug. */
export function filterOfTab(tab: string, urlMap: readonly SportUrlEntry[]): SportFilter {
  const entry = urlMap.find((e) => e.url === tab);
  if (!entry) return {};
  return entry.type === 'project' ? { projectId: entry.id } : { competitionId: entry.id };
}

export const sportsActions = {
  /** Tabs, hot tournaments, the url map and the headline figures; once, unless it failed. */
  async loadCatalogue(client: ApiClient = api) {
    if (sportsState.catalogueStatus === 'ready') return;
    sportsState.catalogueStatus = 'loading';
    const [projects, competitions, urlMap, header] = await Promise.all([
      client.call('getSportProjects'),
      client.call('getSportCompetitions'),
      client.call('getSportUrlMap'),
      client.call('getSportHeader'),
    ]);
    if (!projects.ok || !competitions.ok || !urlMap.ok || !header.ok) {
      sportsState.catalogueStatus = 'error';
      return;
    }
    Object.assign(sportsState, {
      catalogueStatus: 'ready',
      projects: ref(projects.data),
      competitions: ref(competitions.data),
      urlMap: ref(urlMap.data),
      header: header.data,
      clockOffset: header.data.now - nowSeconds(),
    });
  },

  /** The date strip, the day's matches and the hot matches of a tab's filter. */
  async loadLists(date: string, filter: SportFilter, client: ApiClient = api) {
    const mine = ++listGeneration;
    sportsState.dayStatus = 'loading';
    const [days, matches, hot] = await Promise.all([
      client.call('getMatchDays', { params: filter }),
      client.call('getMatchesByDay', { params: { date, ...filter } }),
      client.call('getHotMatches', { params: filter }),
    ]);
    if (mine !== listGeneration) return;
    if (days.ok) sportsState.days = ref(days.data);
    if (hot.ok) sportsState.hotMatches = ref(hot.data);
    if (!matches.ok) {
      sportsState.dayStatus = 'error';
      return;
    }
    Object.assign(sportsState, { dayStatus: 'ready', matches: ref(matches.data) });
  },

  /** A tournament's description, for its view; kept once loaded. */
  async loadDescription(competitionId: number, client: ApiClient = api) {
    if (sportsState.descriptions[competitionId]) return;
    const reply = await client.call('getCompetitionDesc', { path: { id: String(competitionId) } });
    if (reply.ok) sportsState.descriptions[competitionId] = reply.data;
  },

  reset() {
    listGeneration++;
    Object.assign(sportsState, initialState());
  },
};

/** Now on the server's clock (epoch seconds). */
export const serverNow = () => nowSeconds() + sportsState.clockOffset;

export const useSports = () => useSnapshot(sportsState);
