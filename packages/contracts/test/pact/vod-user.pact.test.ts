/**
 * A viewer's favourites and watch records (token header), driven through the real client. Each
 * interaction logs its user in through a provider state and sends the token the state returns.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, loginRequiredReply, MEMBER_EMAIL, sessionHeaders } from './session';
import { FILM_ID, filmCard } from './examples';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const member = { email: MEMBER_EMAIL };

const summary = filmCard;
const watchRecord = { ...summary, ep: 1, position: 5, duration: 10, updatedAt: 1780315200 };

const client = (url: string) => clientFor(url);

describe('GET /user/dianbo/collect', () => {
  it('lists my favourites, newest first', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has favourited vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request for my favourites')
      .withRequest('GET', '/user/dianbo/collect', (b) =>
        b.query({ page: '1', pageSize: '20' }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getVodCollects.response,
            ok({
              list: [{ ...summary, collectedAt: 1780315200 }],
              total: 1,
              page: 1,
              pageSize: 20,
              hasMore: false,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodCollects', {
          params: { page: 1, pageSize: 20 },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.list[0]?.collectedAt).toBeGreaterThan(0);
      }));

  it('asks a visitor to log in (code 401)', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a visitor asking for favourites')
      .withRequest('GET', '/user/dianbo/collect', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody(loginRequiredReply))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodCollects');
        expect(result).toEqual({ ok: false, code: 401, msg: '请先登录' });
      }));
});

describe('POST /user/dianbo/collect', () => {
  it('favourites a title', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has not favourited vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request to favourite a title')
      .withRequest('POST', '/user/dianbo/collect', (b) =>
        b.headers(sessionHeaders).jsonBody({ id: FILM_ID }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.addVodCollect.response, ok({ collected: true }))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('addVodCollect', {
          params: { id: FILM_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.collected).toBe(true);
      }));
});

describe('DELETE /user/dianbo/collect', () => {
  it('removes a title from my favourites', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has favourited vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request to unfavourite a title')
      .withRequest('DELETE', '/user/dianbo/collect', (b) =>
        b.query({ id: FILM_ID }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { collected: false } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('removeVodCollect', {
          params: { id: FILM_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.collected).toBe(false);
      }));
});

describe('GET /user/dianbo/collect/{id}', () => {
  it('says whether I have favourited a title', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has favourited vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request whether I favourited a title')
      .withRequest('GET', `/user/dianbo/collect/${FILM_ID}`, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { collected: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodCollectStatus', {
          path: { id: FILM_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.collected).toBe(true);
      }));
});

describe('GET /user/dianbo/record', () => {
  it('lists my watch records, newest first', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has watched vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request for my watch records')
      .withRequest('GET', '/user/dianbo/record', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getVodRecords.response, ok({ list: [watchRecord] }))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodRecords', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.list[0]?.ep).toBe(1);
      }));

  it('asks a visitor to log in (code 401)', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a visitor asking for watch records')
      .withRequest('GET', '/user/dianbo/record', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody(loginRequiredReply))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodRecords');
        expect(result).toMatchObject({ ok: false, code: 401 });
      }));
});

describe('POST /user/dianbo/record', () => {
  it('saves where I stopped and replies with the record', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a request to save where I stopped in a title')
      .withRequest('POST', '/user/dianbo/record', (b) =>
        b.headers(sessionHeaders).jsonBody({ mid: FILM_ID, ep: 1, position: 5.5, duration: 11 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.saveVodRecord.response,
            ok({ record: { ...watchRecord, position: 5.5, duration: 11 } }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('saveVodRecord', {
          params: { mid: FILM_ID, ep: 1, position: 5.5, duration: 11 },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.record.id).toBe(FILM_ID);
      }));
});

describe('DELETE /user/dianbo/record', () => {
  it('removes my record of a title', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has watched vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request to remove my watch record of a title')
      .withRequest('DELETE', '/user/dianbo/record', (b) =>
        b.query({ mid: FILM_ID }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { removed: true } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('removeVodRecord', {
          params: { mid: FILM_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.removed).toBe(true);
      }));
});

describe('GET /user/dianbo/recordByCid', () => {
  it('returns my record of a title to resume from', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has watched vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request for my watch record of a title')
      .withRequest('GET', '/user/dianbo/recordByCid', (b) =>
        b.query({ cid: FILM_ID }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getVodRecordByCid.response, ok({ record: watchRecord }))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodRecordByCid', {
          params: { cid: FILM_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.record?.id).toBe(FILM_ID);
      }));

  it('returns null for a title I have not watched', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', member)
      .given('user {email} has not watched vod {id}', { ...member, id: FILM_ID })
      .uponReceiving('a request for my watch record of a title I have not watched')
      .withRequest('GET', '/user/dianbo/recordByCid', (b) =>
        b.query({ cid: FILM_ID }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: { record: null } }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getVodRecordByCid', {
          params: { cid: FILM_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.record).toBeNull();
      }));
});
