import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, scriptedClient } from '../../test/storeClients';
import { appEvents } from '../events';
import { sessionActions } from './session';
import { filterOfTab, sportsActions, sportsState } from './sports';
import { followsActions, followsState } from './sportsFollows';

const urlMap = [
  { id: 3, url: 'basketball', type: 'project' as const },
  { id: 102, url: 'nba', type: 'competition' as const },
];

afterEach(() => {
  sportsActions.reset();
  followsActions.reset();
  sessionActions.signOut();
});

describe('a tab slug', () => {
  it('names a category, a tournament, or nothing', () => {
    expect(filterOfTab('basketball', urlMap)).toEqual({ projectId: 3 });
    expect(filterOfTab('nba', urlMap)).toEqual({ competitionId: 102 });
    expect(filterOfTab('', urlMap)).toEqual({});
    expect(filterOfTab('curling', urlMap)).toEqual({});
  });
});

describe('sports lists', () => {
  it('asks for the date strip, the day and the hot matches of the filter', async () => {
    const { client, urls } = scriptedClient([ok([]), ok([]), ok([])]);
    await sportsActions.loadLists('2026-11-21', { competitionId: 102 }, client);
    expect(urls).toEqual([
      '/sport/effectiveTime?competitionId=102',
      '/sport/getMatchListByEffectiveTime?date=2026-11-21&competitionId=102',
      '/sport/getHotMatch?competitionId=102',
    ]);
    expect(sportsState.matches.status).toBe('loaded');
  });

  it('shows the day failed when its list is refused', async () => {
    const { client } = scriptedClient([ok([]), { status: 500 }, ok([])]);
    await sportsActions.loadLists('2026-11-21', {}, client);
    expect(sportsState.matches.status).toBe('error');
  });
});

describe('following', () => {
  let logins = 0;
  let off = () => {};
  beforeEach(() => {
    logins = 0;
    off = appEvents.on('openIn', () => void logins++);
  });
  afterEach(() => off());

  it('asks a visitor to log in and sends nothing', async () => {
    const { client, urls } = scriptedClient([]);
    expect(await followsActions.toggle(7, client)).toBe(false);
    expect(logins).toBe(1);
    expect(urls).toEqual([]);
  });

  it('follows, then unfollows, keeping the id list in step', async () => {
    sessionActions.acceptUser({ email: 'fan@xinghe.test' });
    const { client, requests } = scriptedClient([
      ok({ matchId: 7, isFocus: true }),
      ok({ matchId: 7, isFocus: false }),
    ]);
    expect(await followsActions.toggle(7, client)).toBe(true);
    expect(followsState.ids).toEqual([7]);
    expect(await followsActions.toggle(7, client)).toBe(true);
    expect(followsState.ids).toEqual([]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /sport/user/focus',
      'DELETE /sport/user/focus?matchId=7',
    ]);
  });

  it('keeps the refusal of a finished match to show', async () => {
    sessionActions.acceptUser({ email: 'fan@xinghe.test' });
    const { client } = scriptedClient([
      { body: { code: 409, msg: '比赛已结束，无法关注', data: null } },
    ]);
    expect(await followsActions.toggle(7, client)).toBe(false);
    expect(followsState.error).toBe('比赛已结束，无法关注');
    expect(followsState.ids).toEqual([]);
  });
});
