/**
 * The match page (/sports/live/{id}): the match (with whether the viewer follows it, when logged
 * in), the channel that broadcasts it while live, and the official site for the share link.
 */
import { ErrorCode, type SportMatch } from '@xinghe/contracts/client';
import { proxy, ref, useSnapshot } from 'valtio';
import { api, type ApiClient } from '../api';
import { followsState } from './sportsFollows';

export interface MatchState {
  id: number | null;
  status: 'loading' | 'error' | 'notFound' | 'ready';
  match: SportMatch | null;
  /** The live sports channel showing the match; null unless it is live. */
  channelId: string | null;
  /** The official origin the share link is built on (getRealSite); the page's own until known. */
  site: string | null;
}

const initialState = (): MatchState => ({
  id: null,
  status: 'loading',
  match: null,
  channelId: null,
  site: null,
});

export const matchState = proxy<MatchState>(initialState());

let generation = 0;

export const matchActions = {
  /** Loads (or refreshes, keeping what is shown) a match, and its channel while it is live. */
  async load(id: number, client: ApiClient = api) {
    const mine = ++generation;
    if (matchState.id !== id) Object.assign(matchState, initialState(), { id });
    const reply = await client.call('getMatchDetail', { path: { id: String(id) } });
    if (mine !== generation) return;
    if (!reply.ok) {
      // A refresh that fails keeps the match on screen.
      if (matchState.status === 'ready') return;
      matchState.status = reply.code === ErrorCode.NotFound ? 'notFound' : 'error';
      return;
    }
    const match = reply.data;
    // The follow list is the one truth for every card and this page alike.
    const others = followsState.ids.filter((x) => x !== match.id);
    if (match.isFocus !== followsState.ids.includes(match.id)) {
      followsState.ids = ref(match.isFocus ? [match.id, ...others] : others);
    }
    let channelId: string | null = null;
    if (match.status === 'live') {
      const play = await client.call('getMatchPlayUrl', { params: { id } });
      if (mine !== generation) return;
      channelId = play.ok ? play.data.channelId : null;
    }
    Object.assign(matchState, { status: 'ready', match, channelId });
  },

  /** The official origin for the share link (the page may be on a mirror). */
  async loadSite(client: ApiClient = api) {
    if (matchState.site) return;
    const reply = await client.call('getRealSite', { params: { host: location.host } });
    matchState.site = reply.ok ? reply.data.site : location.origin;
  },

  reset() {
    generation++;
    Object.assign(matchState, initialState());
  },
};

export const useMatch = () => useSnapshot(matchState);
