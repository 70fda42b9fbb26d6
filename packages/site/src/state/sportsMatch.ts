/**
 * The match page (/sports/live/{id}): the match (with whether the viewer follows it, when logged
 * in), the channel that broadcasts it while live, and the official site for the share link.
 */
import type { ApiResult, SportMatch } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { createResource, idle, type Entry } from './resource';
import { followsState } from './sportsFollows';

/** A match, and the live sports channel showing it (null unless it is live). */
export interface MatchPage {
  match: SportMatch;
  channelId: string | null;
}

export interface MatchState {
  id: number | null;
  page: Entry<MatchPage>;
  /** The official origin the share link is built on (getRealSite); the page's own until known. */
  site: string | null;
}

const initialState = (): MatchState => ({ id: null, page: idle(), site: null });

export const matchState = proxy<MatchState>(initialState());

async function fetchMatch(id: number, client: ApiClient): Promise<ApiResult<MatchPage>> {
  const stillCurrent = page.currentFor(id);
  const reply = await client.call('getMatchDetail', { path: { id: String(id) } });
  if (!reply.ok) return reply;
  const match = reply.data;
  // The follow list is the one truth for every card and this page alike.
  const others = followsState.ids.filter((x) => x !== match.id);
  if (stillCurrent() && match.isFocus !== followsState.ids.includes(match.id)) {
    followsState.ids = ref(match.isFocus ? [match.id, ...others] : others);
  }
  let channelId: string | null = null;
  if (match.status === 'live' && stillCurrent()) {
    const play = await client.call('getMatchPlayUrl', { params: { id } });
    channelId = play.ok ? play.data.channelId : null;
  }
  return { ...reply, data: { match, channelId } };
}

/** Refreshed while the page is open: a refresh that fails keeps the match on screen. */
const page = createResource<number, MatchPage>({
  at: () => matchState.page,
  fetch: fetchMatch,
  notFound: true,
  failedRefresh: 'keep',
});

export const matchActions = {
  /** Loads (or refreshes, keeping what is shown) a match, and its channel while it is live. */
  load(id: number, client: ApiClient = api) {
    if (matchState.id !== id) Object.assign(matchState, initialState(), { id });
    return page.reload(id, client);
  },

  /** The official origin for the share link (the page may be on a mirror). */
  async loadSite(client: ApiClient = api) {
    if (matchState.site) return;
    const reply = await client.call('getRealSite', { params: { host: location.host } });
    matchState.site = reply.ok ? reply.data.site : location.origin;
  },

  reset() {
    page.reset();
    Object.assign(matchState, initialState());
  },
};

export const useMatch = () => useSnapshot(matchState);
