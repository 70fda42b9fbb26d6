/**
 * Sports through `app.inject` on a fixed clock: categories and tournaments, the url map, day lists
 * and the date strip, a match in each status, the play URL of a live match, following (kept across
 * a restart on the same database file), the official site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompetitionDesc,
  FocusStatus,
  MatchDay,
  MatchPlayUrl,
  RealSite,
  SportCompetition,
  SportHeader,
  SportMatch,
  SportProject,
  SportUrlEntry,
} from '@xinghe/contracts';
import { HOT_COMPETITION_URLS, SPORT_PROJECT_URLS } from '@xinghe/contracts';
import { buildMockApi } from '../src/app';
import { devAccounts } from '../src/dev/accounts';
import { as, buildPaymentApi, newAccount, testClock } from './payment-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

/** 2026-11-21 12:00 in Shanghai. */
const clock = testClock(Date.UTC(2026, 10, 21, 4, 0, 0));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildPaymentApi(clock);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const get = <T>(url: string, token?: string) => as<T>(app, token, { method: 'GET', url });
const dataOf = async <T>(url: string, token?: string) => (await get<T>(url, token)).body.data;
const today = () => dataOf<SportMatch[]>('/sport/getMatchListByEffectiveTime?date=2026-11-21');
const byStatus = async (status: SportMatch['status']) =>
  (await today()).find((m) => m.status === status)!;

describe('the sports catalogue', () => {
  it('lists the ten categories of the spec in order, each with a name, title and desc', async () => {
    const list = await dataOf<SportProject[]>('/sport/project');
    expect(list.map((p) => p.url)).toEqual([...SPORT_PROJECT_URLS]);
    expect(list[0]).toMatchObject({ id: 1, name: '足球', logo: '/api/images/sport/1.svg' });
  });

  it('lists the sixteen hot tournaments first, and only a category’s when asked', async () => {
    const all = await dataOf<SportCompetition[]>('/sport/competition');
    expect(all.filter((c) => c.hot).map((c) => c.url)).toEqual([...HOT_COMPETITION_URLS]);
    const basketball = await dataOf<SportCompetition[]>('/sport/competition?projectId=3');
    expect(basketball.map((c) => c.shortName)).toEqual(['NBA', 'WNBA', 'CBA']);
    expect(await dataOf('/sport/competition?projectId=99')).toEqual([]);
  });

  it('maps every slug to its id, and describes a tournament', async () => {
    const map = await dataOf<SportUrlEntry[]>('/sport/getIdAndUrlMapping');
    const nba = map.find((e) => e.url === 'nba')!;
    expect(nba.type).toBe('competition');
    const desc = await dataOf<CompetitionDesc>(`/sport/getCompetitionsDesc/${nba.id}`);
    expect(desc).toMatchObject({ name: '美国职业篮球联赛', projectUrl: 'basketball' });
    expect(desc.desc.length).toBeGreaterThan(10);
    expect((await get('/sport/getCompetitionsDesc/5')).body).toEqual({
      code: 404,
      msg: '赛事不存在',
      data: null,
    });
  });

  it('serves the generated logos as SVG', async () => {
    const badge = await app.inject({ method: 'GET', url: '/api/images/sport/102.svg' });
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.body).toContain('美国职业篮球联赛');
    const match = await byStatus('live');
    const crest = await app.inject({ method: 'GET', url: match.home.logo });
    expect(crest.body).toContain(match.home.name);
  });
});

describe('matches on the clock', () => {
  it('shows today finished (with scores), live and upcoming matches, by kick-off', async () => {
    const list = await today();
    expect(new Set(list.map((m) => m.status))).toEqual(new Set(['finished', 'live', 'upcoming']));
    const starts = list.map((m) => m.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const finished = list.find((m) => m.status === 'finished')!;
    expect(finished.homeScore).toEqual(expect.any(Number));
    expect((await byStatus('upcoming')).homeScore).toBe(0);
  });

  it('narrows a day to a tournament, and refuses a date that does not exist', async () => {
    const nba = await dataOf<SportMatch[]>(
      '/sport/getMatchListByEffectiveTime?date=2026-11-21&competitionId=102',
    );
    expect(nba.every((m) => m.competitionUrl === 'nba')).toBe(true);
    const bad = await get('/sport/getMatchListByEffectiveTime?date=2026-02-30');
    expect(bad.body).toMatchObject({ code: 400, msg: '日期格式错误' });
  });

  it('lists the days with matches, three back to six ahead, and the headline figures', async () => {
    const days = await dataOf<MatchDay[]>('/sport/effectiveTime');
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    const header = await dataOf<SportHeader>('/sport/header');
    expect(header).toMatchObject({ today: '2026-11-21', now: clock.now() / 1000 });
    expect(header.liveCount).toBeGreaterThan(0);
    expect(days[3]!.count).toBe(header.todayCount);
  });

  it('puts live hot matches first among hot matches', async () => {
    const hot = await dataOf<SportMatch[]>('/sport/getHotMatch');
    expect(hot.length).toBeGreaterThan(0);
    expect(hot[0]!.status).toBe('live');
    expect(hot.every((m) => m.status !== 'finished')).toBe(true);
  });

  it('gives the play URL of a live match only', async () => {
    const live = await byStatus('live');
    const play = await dataOf<MatchPlayUrl>(`/sport/purl?id=${live.id}`);
    expect(play.url).toMatch(/^\//);
    const upcoming = await byStatus('upcoming');
    expect((await get(`/sport/purl?id=${upcoming.id}`)).body).toEqual({
      code: 409,
      msg: '比赛未在直播中',
      data: null,
    });
    expect((await get('/sport/purl?id=99')).body).toMatchObject({ code: 404, msg: '比赛不存在' });
    expect((await get('/sport/purl?id=abc')).body).toMatchObject({ code: 400 });
  });
});

describe('following matches', () => {
  it('asks a visitor to log in', async () => {
    expect((await get('/sport/user/focus')).body).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('follows an upcoming match, lists it, marks it in the detail, and unfollows it', async () => {
    const { token } = await newAccount(app, 'fan');
    const match = await byStatus('upcoming');
    const follow = await as<FocusStatus>(app, token, {
      method: 'POST',
      url: '/sport/user/focus',
      payload: { matchId: match.id },
    });
    expect(follow.body.data).toEqual({ matchId: match.id, isFocus: true });
    expect(await dataOf('/sport/user/focus', token)).toEqual([match.id]);
    const followed = await dataOf<SportMatch[]>('/sport/user/focusMatch', token);
    expect(followed).toEqual([{ ...match, isFocus: true }]);
    expect((await dataOf<SportMatch>(`/sport/detail/${match.id}`, token)).isFocus).toBe(true);
    expect((await dataOf<SportMatch>(`/sport/detail/${match.id}`)).isFocus).toBe(false);

    const unfollow = await as<FocusStatus>(app, token, {
      method: 'DELETE',
      url: `/sport/user/focus?matchId=${match.id}`,
    });
    expect(unfollow.body.data).toEqual({ matchId: match.id, isFocus: false });
    expect(await dataOf('/sport/user/focus', token)).toEqual([]);
  });

  it('refuses to follow a finished match', async () => {
    const { token } = await newAccount(app, 'late-fan');
    const match = await byStatus('finished');
    const reply = await as(app, token, {
      method: 'POST',
      url: '/sport/user/focus',
      payload: { matchId: match.id },
    });
    expect(reply.body).toEqual({ code: 409, msg: '比赛已结束，无法关注', data: null });
  });

  it(
    'keeps a follow across a restart on the same database file',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'xinghe-sports-'));
      const dbFile = join(dir, 'mock.sqlite');
      try {
        const first = await buildMockApi({ dbFile, now: clock.now });
        const user = devAccounts(first.db).ensure('restart-fan@sports.test');
        const token = await devAccounts(first.db).tokenFor(user.id);
        const upcoming = (
          await first.inject({
            method: 'GET',
            url: '/sport/getMatchListByEffectiveTime?date=2026-11-22',
          })
        ).json<{ data: SportMatch[] }>().data[0]!;
        await first.inject({
          method: 'POST',
          url: '/sport/user/focus',
          headers: { token },
          payload: { matchId: upcoming.id },
        });
        await first.close();

        const second = await buildMockApi({ dbFile, now: clock.now });
        const followed = await second.inject({
          method: 'GET',
          url: '/sport/user/focusMatch',
          headers: { token },
        });
        await second.close();
        expect(followed.json<{ data: SportMatch[] }>().data.map((m) => m.id)).toEqual([
          upcoming.id,
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    APP_START_TIMEOUT,
  );
});

describe('POST /api/sys/realSite', () => {
  it('names the official origin and whether the page is on it', async () => {
    const reply = await as<RealSite>(app, undefined, {
      method: 'POST',
      url: '/api/sys/realSite',
      headers: { host: 'www.xinghe.test' },
      payload: { host: 'mirror.example' },
    });
    expect(reply.body.data).toEqual({ site: 'http://www.xinghe.test', real: false });
  });
});
