/**
 * Detail page and player calls, driven through the real client. Titles come from the
 * seeded catalogue (`vod {id} exists`); line calls that depend on VIP log a user in first.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import {
  EXAMPLE_MEDIA_TOKEN,
  EXAMPLE_TOKEN,
  JWT_FORM,
  MEMBER_EMAIL,
  sessionHeaders,
  VIP_EMAIL,
} from './session';
import { FILM_ID, filmCard, UNKNOWN_ID } from './examples';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
/** A third-party listing's id: 13 hex digits, as in /vod/play-thrid/9b1169e9b7c04/1 (K). */
const THIRD_ID = '9b1169e9b7c04';

const summary = filmCard;

const episode = { ep: 1, title: '正片', duration: 5400 };

const officialLine = {
  key: 'official',
  name: '官方线路',
  official: true,
  vip: false,
  qualities: [{ key: '720p', label: '蓝光', level: 'bluray', vip: true }],
};

describe('GET /web/v2/dianbo/collection/{id}', () => {
  it('returns the detail of a title with its episodes', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a request for the detail of a title')
      .withRequest('GET', `/web/v2/dianbo/collection/${FILM_ID}`, (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getVodDetail.response,
            ok({
              id: FILM_ID,
              name: summary.name,
              time: summary.time,
              country: '香港',
              desc: '在江湖客栈，一群小人物为了梦想拼尽全力。',
              countStr: summary.countStr,
              imgUrl: summary.img,
              isMovie: true,
              actor: [{ id: 7, name: '林知远' }],
              director: [{ id: 295, name: '杨晓东' }],
              videosGroup: [
                {
                  name: '官方线路',
                  videos: [
                    {
                      eporder: 1,
                      purl: `/api/media/vod/official/${FILM_ID}/1/360p/index.m3u8`,
                      name: '正片',
                      duration: 5400,
                    },
                  ],
                  key: 'official',
                  vip: false,
                },
              ],
              type: summary.type,
              region: summary.region,
              genres: summary.genres,
              score: summary.score,
              episodes: 1,
              banner: `/api/images/banner/${FILM_ID}.webp`,
              tagline: '正义终将抵达',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getVodDetail', { path: { id: FILM_ID } });
        expect(result.ok && result.data.videosGroup[0]?.videos[0]?.eporder).toBe(1);
      }));

  it('refuses a title that does not exist with code 404', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a request for the detail of a title that does not exist')
      .withRequest('GET', `/web/v2/dianbo/collection/${UNKNOWN_ID}`, (b) =>
        b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 404, msg: MatchersV3.like('影片不存在'), data: null }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getVodDetail', {
          path: { id: UNKNOWN_ID },
        });
        expect(result).toMatchObject({ ok: false, code: 404 });
      }));
});

describe('GET /web/v2/dianbo/collection/transfer/{id}', () => {
  it('maps a third-party listing id to the official title', () =>
    pact
      .addInteraction()
      .given('vod {id} has a third-party listing', { id: FILM_ID })
      .uponReceiving('a transfer of a third-party listing id')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/web/v2/dianbo/collection/transfer/${thirdId}',
          `/web/v2/dianbo/collection/transfer/${THIRD_ID}`,
        ),
        (b) => b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: {
            id: MatchersV3.fromProviderState('${thirdId}', THIRD_ID),
            officialId: FILM_ID,
            source: 'third',
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getVodTransfer', {
          path: { id: THIRD_ID },
        });
        expect(result.ok && result.data).toEqual({
          id: THIRD_ID,
          officialId: FILM_ID,
          source: 'third',
        });
      }));
});

describe('GET /web/v2/dianbo/vcollection/{id}', () => {
  it("returns the player's episode list", () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a request for the episode list of a title')
      .withRequest('GET', `/web/v2/dianbo/vcollection/${FILM_ID}`, (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getVodEpisodes.response,
            ok({ id: FILM_ID, name: '末日特工', episodes: [episode] }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getVodEpisodes', {
          path: { id: FILM_ID },
        });
        expect(result.ok && result.data.episodes.length).toBeGreaterThan(0);
      }));
});

describe('GET /metadata/v1/collection/actors/{id}', () => {
  it('lists the cast, director first', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a request for the cast of a title')
      .withRequest('GET', `/metadata/v1/collection/actors/${FILM_ID}`, (b) =>
        b.headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getVodCast.response,
            ok({
              list: [
                { id: 295, name: '杨晓东', avatar: '/api/images/avatar/295.webp', role: '导演' },
              ],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getVodCast', { path: { id: FILM_ID } });
        expect(result.ok && result.data.list[0]?.role).toBe('导演');
      }));
});

describe('GET /v3/web/api/recommend/{id}', () => {
  it('recommends titles like this one', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a request for titles like a title')
      .withRequest('GET', `/v3/web/api/recommend/${FILM_ID}`, (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getRecommend.response, ok({ cards: [summary] }))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getRecommend', { path: { id: FILM_ID } });
        expect(result.ok && result.data.cards.length).toBeGreaterThan(0);
      }));
});

describe('POST /web/v2/dianbo/video/line', () => {
  const playInfo = (quality: string, download: boolean) => ({
    id: FILM_ID,
    ep: 1,
    lines: [officialLine],
    line: 'official',
    quality,
    playlist: `/api/media/vod/official/${FILM_ID}/1/${quality}/index.m3u8`,
    ...(download && { download: `/api/media/download/${FILM_ID}/1.mp4` }),
    mediaToken: download ? EXAMPLE_MEDIA_TOKEN : '',
  });

  it('gives a visitor the official line in 标清', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a visitor asking for the play line of an episode')
      .withRequest('POST', '/web/v2/dianbo/video/line', (b) =>
        b.headers(clientHeaders).jsonBody({ id: FILM_ID, ep: 1 }),
      )
      .willRespondWith(200, (b) => {
        const body = likeExample(records.getPlayLine.response, ok(playInfo('360p', false))) as {
          data: Record<string, unknown>;
        };
        // A visitor gets exactly the free quality of the official line, and no media token.
        body.data['line'] = 'official';
        body.data['quality'] = '360p';
        body.data['mediaToken'] = '';
        return b.jsonBody(body);
      })
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getPlayLine', {
          params: { id: FILM_ID, ep: 1 },
        });
        expect(result.ok && result.data.quality).toBe('360p');
        expect(result.ok && result.data.download).toBeUndefined();
        expect(result.ok && result.data.mediaToken).toBe('');
      }));

  it('gives a VIP 蓝光 and the download path', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .given('user {email} is logged in as VIP', { email: VIP_EMAIL })
      .uponReceiving('a VIP asking for the play line of an episode')
      .withRequest('POST', '/web/v2/dianbo/video/line', (b) =>
        b.headers(sessionHeaders).jsonBody({ id: FILM_ID, ep: 1 }),
      )
      .willRespondWith(200, (b) => {
        const body = likeExample(records.getPlayLine.response, ok(playInfo('720p', true))) as {
          data: Record<string, unknown>;
        };
        // The token to sign media URLs with (their token=): a media token of the session.
        body.data['mediaToken'] = MatchersV3.regex(JWT_FORM, EXAMPLE_MEDIA_TOKEN);
        return b.jsonBody(body);
      })
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getPlayLine', {
          params: { id: FILM_ID, ep: 1 },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.download).toMatch(/^\/api\/media\/download\//);
        expect(result.ok && result.data.mediaToken).toMatch(JWT_FORM);
      }));

  it('refuses the 蓝光 line to a member without VIP with code 402', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .given('user {email} is logged in without VIP', { email: MEMBER_EMAIL })
      .uponReceiving('a member without VIP asking for the 蓝光 line')
      .withRequest('POST', '/web/v2/dianbo/video/line', (b) =>
        b.headers(sessionHeaders).jsonBody({ id: FILM_ID, ep: 1, line: 'bluray' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 402, msg: MatchersV3.like('开通VIP即可观看蓝光画质'), data: null }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getPlayLine', {
          params: { id: FILM_ID, ep: 1, line: 'bluray' },
          token: EXAMPLE_TOKEN,
        });
        expect(result).toEqual({ ok: false, code: 402, msg: '开通VIP即可观看蓝光画质' });
      }));
});

describe('POST /metadata/v1/collection/video/record', () => {
  it('counts a play and returns the count', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a play of an episode to count')
      .withRequest('POST', '/metadata/v1/collection/video/record', (b) =>
        b.headers(clientHeaders).jsonBody({ id: FILM_ID, ep: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.recordPlay.response, ok({ plays: 1 }))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('recordPlay', {
          params: { id: FILM_ID, ep: 1 },
        });
        expect(result.ok && result.data.plays).toBeGreaterThan(0);
      }));
});

describe('POST /metrics/v1/play', () => {
  it('acknowledges the start of playback', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a report that playback of a title started')
      .withRequest('POST', '/metrics/v1/play', (b) =>
        b.headers(clientHeaders).jsonBody({ cid: FILM_ID }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 0, msg: MatchersV3.like('ok'), data: null }))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('reportPlay', { params: { cid: FILM_ID } });
        expect(result).toEqual({ ok: true, code: 0, msg: 'ok', data: null });
      }));
});
