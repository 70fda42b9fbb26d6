/**
 * Points and invites (our additions) through the real client. A provider state sets the exact
 * balance an interaction needs; the login state supplies the token.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, sessionHeaders } from './session';
import { clientFor, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const saver = { email: 'saver@xinghe.test' };

const client = (url: string) => clientFor(url);

describe('GET /user/points', () => {
  it('returns my balance, the rules, the exchange options and my history', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', saver)
      .given('user {email} has {points} points', { ...saver, points: 700 })
      .uponReceiving('a request for my points')
      .withRequest('GET', '/user/points', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getPoints.response,
            ok({
              balance: 700,
              checkedInToday: false,
              rules: { checkIn: 10, watch: 2, watchDailyCap: 10, invite: 100 },
              options: [{ id: 1, days: 1, points: 100 }],
              history: [{ kind: 'invite', points: 100, createdAt: 1780315200 }],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getPoints', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.rules.checkIn).toBe(10);
      }));
});

describe('POST /user/points/checkIn', () => {
  it('checks me in for today', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', saver)
      .given('user {email} has not checked in today', saver)
      .uponReceiving('a check-in')
      .withRequest('POST', '/user/points/checkIn', (b) => b.headers(sessionHeaders).jsonBody({}))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.checkIn.response, ok({ balance: 10, gained: 10 }))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('checkIn', {
          params: {},
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.gained).toBe(10);
      }));
});

describe('POST /user/points/exchange', () => {
  it('turns points into VIP days', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', saver)
      .given('user {email} has {points} points', { ...saver, points: 700 })
      .uponReceiving('a request to exchange 600 points for 7 VIP days')
      .withRequest('POST', '/user/points/exchange', (b) =>
        b.headers(sessionHeaders).jsonBody({ optionId: 2 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: { balance: 100, expireTime: MatchersV3.integer(1780920000) },
        }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('exchangePoints', {
          params: { optionId: 2 },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.balance).toBe(100);
      }));

  it('refuses without enough points (code 400 积分不足)', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', saver)
      .given('user {email} has {points} points', { ...saver, points: 50 })
      .uponReceiving('a request to exchange more points than I have')
      .withRequest('POST', '/user/points/exchange', (b) =>
        b.headers(sessionHeaders).jsonBody({ optionId: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 400, msg: '积分不足', data: null }))
      .executeTest(async (server) => {
        const result = await client(server.url).call('exchangePoints', {
          params: { optionId: 1 },
          token: EXAMPLE_TOKEN,
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '积分不足' });
      }));
});

describe('GET /user/invite', () => {
  it('returns my invite code and what inviting earned me', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', saver)
      .uponReceiving('a request for my invite figures')
      .withRequest('GET', '/user/invite', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getInviteInfo.response,
            ok({ inviteCode: 'a1b2c3d4', invitedCount: 0, pointsEarned: 0, pointsPerInvite: 100 }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getInviteInfo', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.pointsPerInvite).toBe(100);
      }));
});
