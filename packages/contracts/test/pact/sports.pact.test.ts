/**
 * Sports through the real client. Matches come from the server's clock, so an interaction that
 * needs one asks for it by status (`a match is live`) and injects the `matchId` (or `date`) the
 * state hands back; a follow builds on the login state.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, sessionHeaders } from './session';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const fan = { email: 'fan@xinghe.test' };
const client = (url: string) => clientFor(url);

const EXAMPLE_MATCH_ID = 2_078_512;
const EXAMPLE_DATE = '2026-11-21';
const matchIdFromState = MatchersV3.fromProviderState('${matchId}', EXAMPLE_MATCH_ID);
const matchIdTextFromState = MatchersV3.fromProviderState('${matchId}', String(EXAMPLE_MATCH_ID));

const match = (status: 'upcoming' | 'live' | 'finished', isFocus = false) => ({
  id: EXAMPLE_MATCH_ID,
  competitionId: 102,
  competitionUrl: 'nba',
  competitionName: 'NBA',
  projectUrl: 'basketball' as const,
  round: '第12轮',
  home: { name: '星港猎鹰', logo: '/api/images/team/10203.svg' },
  away: { name: '银湾雄狮', logo: '/api/images/team/10207.svg' },
  homeScore: status === 'upcoming' ? 0 : 98,
  awayScore: status === 'upcoming' ? 0 : 91,
  status,
  startTime: 1_763_697_600,
  endTime: 1_763_706_600,
  isFocus,
});

/** A match reply: its shape by type, its id from the state, its status and follow exactly. */
function detailBody(status: 'upcoming' | 'live' | 'finished', isFocus: boolean) {
  const body = likeExample(records.getMatchDetail.response, ok(match(status, isFocus))) as {
    data: Record<string, unknown>;
  };
  return { ...body, data: { ...body.data, id: matchIdFromState, status, isFocus } };
}

describe('GET /sport/project', () => {
  it('lists the sports categories', () =>
    pact
      .addInteraction()
      .given('the sports categories are defined')
      .uponReceiving('a request for the sports categories')
      .withRequest('GET', '/sport/project', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getSportProjects.response,
            ok([
              {
                id: 1,
                url: 'soccer',
                name: '足球',
                title: '足球直播',
                desc: '五大联赛、洲际杯赛与中超',
                logo: '/api/images/sport/1.svg',
              },
            ]),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSportProjects');
        expect(result.ok && result.data[0]!.url).toBe('soccer');
      }));
});

const nba = {
  id: 102,
  url: 'nba',
  name: '美国职业篮球联赛',
  shortName: 'NBA',
  projectId: 3,
  projectUrl: 'basketball',
  logo: '/api/images/sport/102.svg',
  hot: true,
};

describe('GET /sport/competition', () => {
  it('lists the tournaments of a category', () =>
    pact
      .addInteraction()
      .given('sports category {projectId} has tournaments', { projectId: 3 })
      .uponReceiving('a request for the basketball tournaments')
      .withRequest('GET', '/sport/competition', (b) =>
        b.query({ projectId: '3' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getSportCompetitions.response, ok([nba]))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSportCompetitions', {
          params: { projectId: 3 },
        });
        expect(result.ok && result.data[0]!.projectUrl).toBe('basketball');
      }));
});

describe('GET /sport/getIdAndUrlMapping', () => {
  it('maps every sports slug to its id', () =>
    pact
      .addInteraction()
      .given('the sports categories are defined')
      .uponReceiving('a request for the sports url map')
      .withRequest('GET', '/sport/getIdAndUrlMapping', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getSportUrlMap.response,
            ok([{ id: 1, url: 'soccer', type: 'project' }]),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSportUrlMap');
        expect(result.ok && result.data[0]!.type).toBe('project');
      }));
});

describe('GET /sport/getCompetitionsDesc/{id}', () => {
  it('describes a tournament', () =>
    pact
      .addInteraction()
      .given('sports tournament {id} exists', { id: 102 })
      .uponReceiving('a request for the NBA description')
      .withRequest('GET', '/sport/getCompetitionsDesc/102', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getCompetitionDesc.response,
            ok({ ...nba, desc: '世界最高水平的职业篮球联赛' }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getCompetitionDesc', {
          path: { id: '102' },
        });
        expect(result.ok && result.data.shortName).toBe('NBA');
      }));

  it('refuses an unknown tournament (code 404 赛事不存在)', () =>
    pact
      .addInteraction()
      .given('no sports tournament has id {id}', { id: 5 })
      .uponReceiving('a request for a tournament that does not exist')
      .withRequest('GET', '/sport/getCompetitionsDesc/5', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody({ code: 404, msg: '赛事不存在', data: null }))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getCompetitionDesc', { path: { id: '5' } });
        expect(result).toEqual({ ok: false, code: 404, msg: '赛事不存在' });
      }));
});

describe('GET /sport/header', () => {
  it("gives the server's clock and today's figures", () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'live' })
      .uponReceiving('a request for the sports header')
      .withRequest('GET', '/sport/header', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getSportHeader.response,
            ok({ now: 1_763_697_600, today: EXAMPLE_DATE, liveCount: 3, todayCount: 36 }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSportHeader');
        expect(result.ok && result.data.today).toBe(EXAMPLE_DATE);
      }));
});

describe('GET /sport/effectiveTime', () => {
  it('lists the days that have matches', () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'upcoming' })
      .uponReceiving('a request for the days with matches')
      .withRequest('GET', '/sport/effectiveTime', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getMatchDays.response,
            ok([{ date: EXAMPLE_DATE, startTime: 1_763_654_400, count: 36, liveCount: 2 }]),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getMatchDays');
        expect(result.ok && result.data[0]!.count).toBe(36);
      }));
});

describe('GET /sport/getMatchListByEffectiveTime', () => {
  it("lists a day's matches", () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'live' })
      .uponReceiving("a request for the day's matches")
      .withRequest('GET', '/sport/getMatchListByEffectiveTime', (b) =>
        b
          .query({ date: MatchersV3.fromProviderState('${date}', EXAMPLE_DATE) })
          .headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getMatchesByDay.response, ok([match('finished')]))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getMatchesByDay', {
          params: { date: EXAMPLE_DATE },
        });
        expect(result.ok && result.data[0]!.competitionUrl).toBe('nba');
      }));
});

describe('GET /sport/getHotMatch', () => {
  it('lists hot matches, live first', () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'live' })
      .uponReceiving('a request for the hot matches')
      .withRequest('GET', '/sport/getHotMatch', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getHotMatches.response, ok([match('live')]))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getHotMatches');
        expect(result.ok && result.data.length).toBe(1);
      }));
});

describe('GET /sport/detail/{id}', () => {
  it('shows a live match to a visitor', () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'live' })
      .uponReceiving('a request for a live match')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/sport/detail/${matchId}',
          `/sport/detail/${EXAMPLE_MATCH_ID}`,
        ),
        (b) => b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) => b.jsonBody(detailBody('live', false)))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getMatchDetail', {
          path: { id: String(EXAMPLE_MATCH_ID) },
        });
        expect(result.ok && result.data.status).toBe('live');
      }));

  it('says a logged-in fan follows it', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', fan)
      .given('user {email} follows a match that is {status}', { ...fan, status: 'upcoming' })
      .uponReceiving('a request for a followed match with a token')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/sport/detail/${matchId}',
          `/sport/detail/${EXAMPLE_MATCH_ID}`,
        ),
        (b) => b.headers(sessionHeaders),
      )
      .willRespondWith(200, (b) => b.jsonBody(detailBody('upcoming', true)))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getMatchDetail', {
          path: { id: String(EXAMPLE_MATCH_ID) },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.isFocus).toBe(true);
      }));
});

describe('GET /sport/purl', () => {
  it('gives the play path of a live match', () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'live' })
      .uponReceiving('a request for the play URL of a live match')
      .withRequest('GET', '/sport/purl', (b) =>
        b.query({ id: matchIdTextFromState }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getMatchPlayUrl.response,
            ok({ url: '/api/media/live/line1/wuxingtiyu/index.m3u8', channelId: 'wuxingtiyu' }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getMatchPlayUrl', {
          params: { id: EXAMPLE_MATCH_ID },
        });
        expect(result.ok && result.data.url).toMatch(/^\//);
      }));

  it('refuses a match that is not live (code 409)', () =>
    pact
      .addInteraction()
      .given('a match is {status}', { status: 'upcoming' })
      .uponReceiving('a request for the play URL of an upcoming match')
      .withRequest('GET', '/sport/purl', (b) =>
        b.query({ id: matchIdTextFromState }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 409, msg: '比赛未在直播中', data: null }))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getMatchPlayUrl', {
          params: { id: EXAMPLE_MATCH_ID },
        });
        expect(result).toEqual({ ok: false, code: 409, msg: '比赛未在直播中' });
      }));
});

describe('POST /sport/user/focus', () => {
  it('follows an upcoming match', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', fan)
      .given('a match is {status}', { status: 'upcoming' })
      .uponReceiving('a request to follow an upcoming match')
      .withRequest('POST', '/sport/user/focus', (b) =>
        b.headers(sessionHeaders).jsonBody({ matchId: matchIdFromState }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: { matchId: matchIdFromState, isFocus: true },
        }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('followMatch', {
          params: { matchId: EXAMPLE_MATCH_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.isFocus).toBe(true);
      }));
});

describe('GET /sport/user/focus', () => {
  it('lists the ids of the matches I follow', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', fan)
      .given('user {email} follows a match that is {status}', { ...fan, status: 'upcoming' })
      .uponReceiving('a request for the ids of my followed matches')
      .withRequest('GET', '/sport/user/focus', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getFollowedMatchIds.response, ok([EXAMPLE_MATCH_ID]))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getFollowedMatchIds', {
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data).toEqual([EXAMPLE_MATCH_ID]);
      }));
});

describe('GET /sport/user/focusMatch', () => {
  it('lists my followed matches in full', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', fan)
      .given('user {email} follows a match that is {status}', { ...fan, status: 'upcoming' })
      .uponReceiving('a request for my followed matches')
      .withRequest('GET', '/sport/user/focusMatch', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getFollowedMatches.response, ok([match('upcoming', true)]))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getFollowedMatches', {
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data[0]!.isFocus).toBe(true);
      }));

  it('asks a visitor to log in', () =>
    pact
      .addInteraction()
      .given('the caller has no session')
      .uponReceiving('a request for followed matches without a token')
      .withRequest('GET', '/sport/user/focusMatch', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 401, msg: MatchersV3.like('请先登录'), data: null }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getFollowedMatches');
        expect(result.ok).toBe(false);
      }));
});

describe('DELETE /sport/user/focus', () => {
  it('unfollows a match', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', fan)
      .given('user {email} follows a match that is {status}', { ...fan, status: 'upcoming' })
      .uponReceiving('a request to unfollow a match')
      .withRequest('DELETE', '/sport/user/focus', (b) =>
        b.query({ matchId: matchIdTextFromState }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: { matchId: matchIdFromState, isFocus: false },
        }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('unfollowMatch', {
          params: { matchId: EXAMPLE_MATCH_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.isFocus).toBe(false);
      }));
});

describe('POST /api/sys/realSite', () => {
  it('names the official site and whether the page is on it', () =>
    pact
      .addInteraction()
      .given('host {host} is not the official site', { host: 'mirror.example' })
      .uponReceiving('a report of the host a page is on')
      .withRequest('POST', '/api/sys/realSite', (b) =>
        b.headers(clientHeaders).jsonBody({ host: 'mirror.example' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getRealSite.response,
            ok({ site: 'https://www.xinghe.test', real: false }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getRealSite', {
          params: { host: 'mirror.example' },
        });
        expect(result.ok && result.data.real).toBe(false);
      }));
});
