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
import { createResource, idle, type Entry, type Kept } from './resource';

/** A tab's filter: a category's or a tournament's id, or nothing (全部). */
export interface SportFilter {
  projectId?: number;
  competitionId?: number;
}

/** The tabs, hot tournaments, url map and headline figures. */
export interface SportsCatalogue {
  projects: SportProject[];
  competitions: SportCompetition[];
  urlMap: SportUrlEntry[];
  header: SportHeader;
}

export interface SportsState {
  catalogue: Entry<SportsCatalogue>;
  /** Server clock minus this device's, in seconds: countdowns run on the server's time. */
  clockOffset: number;
  /** The tournament view's description, by competition id. */
  descriptions: Record<number, CompetitionDesc>;
  days: Kept<MatchDay[]>;
  /** The chosen day's matches. */
  matches: Entry<SportMatch[]>;
  hotMatches: Kept<SportMatch[]>;
}

const initialState = (): SportsState => ({
  catalogue: idle(),
  clockOffset: 0,
  descriptions: {},
  days: ref([]),
  matches: idle(),
  hotMatches: ref([]),
});

export const sportsState = proxy<SportsState>(initialState());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Once, unless it failed; its clock sets the countdowns' offset. */
const catalogue = createResource<void, SportsCatalogue>({
  at: () => sportsState.catalogue,
  fetch: async (_, client) => {
    const [projects, competitions, urlMap, header] = await Promise.all([
      client.call('getSportProjects'),
      client.call('getSportCompetitions'),
      client.call('getSportUrlMap'),
      client.call('getSportHeader'),
    ]);
    if (!projects.ok) return projects;
    if (!competitions.ok) return competitions;
    if (!urlMap.ok) return urlMap;
    if (!header.ok) return header;
    const data = {
      projects: projects.data,
      competitions: competitions.data,
      urlMap: urlMap.data,
      header: header.data,
    };
    return { ...header, data };
  },
  onLoaded: ({ header }) => {
    sportsState.clockOffset = header.now - nowSeconds();
  },
});

interface DayAsked {
  date: string;
  filter: SportFilter;
}

/** A tab's day: one entry, a newer tab or day drops an older reply. */
const lists = createResource<DayAsked, SportMatch[]>({
  at: () => sportsState.matches,
  fetch: async ({ date, filter }, client) => {
    const stillCurrent = lists.currentFor({ date, filter });
    const [days, matches, hot] = await Promise.all([
      client.call('getMatchDays', { params: filter }),
      client.call('getMatchesByDay', { params: { date, ...filter } }),
      client.call('getHotMatches', { params: filter }),
    ]);
    // The strip and the hot matches go with the tab, whether or not the day's list came.
    if (stillCurrent() && days.ok) sportsState.days = ref(days.data);
    if (stillCurrent() && hot.ok) sportsState.hotMatches = ref(hot.data);
    return matches;
  },
  refresh: 'loading',
});

/** The filter a tab slug names, from the url map; undefined for 全部 or an unknown slug. */
export function filterOfTab(tab: string, urlMap: readonly SportUrlEntry[]): SportFilter {
  const entry = urlMap.find((e) => e.url === tab);
  if (!entry) return {};
  return entry.type === 'project' ? { projectId: entry.id } : { competitionId: entry.id };
}

export const sportsActions = {
  /** Tabs, hot tournaments, the url map and the headline figures; once, unless it failed. */
  loadCatalogue(client: ApiClient = api) {
    return catalogue.load(undefined, { client });
  },

  /** The date strip, the day's matches and the hot matches of a tab's filter. */
  loadLists(date: string, filter: SportFilter, client: ApiClient = api) {
    return lists.reload({ date, filter }, client);
  },

  /** A tournament's description, for its view; kept once loaded. */
  async loadDescription(competitionId: number, client: ApiClient = api) {
    if (sportsState.descriptions[competitionId]) return;
    const reply = await client.call('getCompetitionDesc', { path: { id: String(competitionId) } });
    if (reply.ok) sportsState.descriptions[competitionId] = reply.data;
  },

  reset() {
    catalogue.reset();
    lists.reset();
    Object.assign(sportsState, initialState());
  },
};

/** Now on the server's clock (epoch seconds). */
export const serverNow = () => nowSeconds() + sportsState.clockOffset;

export const useSports = () => useSnapshot(sportsState);
