/**
 * 弹幕 and skip marks (our additions) through the real client. Title 403 is the seed's most
 * popular series: it has generated comments and intro marks; the states check that it still does.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, sessionHeaders } from './session';
import { SERIES_ID } from './examples';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const SERIES = { id: SERIES_ID, ep: 1 };
const viewer = { email: 'danmaku@xinghe.test' };
const EXAMPLE_DANMAKU_ID = 17;

const comment = {
  id: EXAMPLE_DANMAKU_ID,
  time: 0.5,
  text: '前方高能',
  color: '#ffffff',
  mode: 'scroll',
  mine: false,
} as const;

describe('GET /web/v2/dianbo/danmaku/{id}/{ep}', () => {
  it("returns a visitor the first page of an episode's minute of 弹幕", () =>
    pact
      .addInteraction()
      .given('vod {id} episode {ep} has danmaku', SERIES)
      .uponReceiving('a request for the first minute of 弹幕 of an episode')
      .withRequest('GET', `/web/v2/dianbo/danmaku/${SERIES_ID}/1`, (b) =>
        b.query({ from: '0', to: '60', page: '1', size: '200' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getDanmaku.response,
            ok({ list: [comment], page: 1, size: 200, total: 51, hasMore: false }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getDanmaku', {
          path: SERIES,
          params: { from: 0, to: 60, page: 1, size: 200 },
        });
        expect(result.ok && result.data.list[0]?.text).toBe('前方高能');
      }));
});

describe('POST /user/danmaku', () => {
  it('posts a 弹幕 and returns it as mine', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', viewer)
      .given('user {email} has not posted danmaku lately', viewer)
      .uponReceiving('a 弹幕 posted at 12.5 seconds')
      .withRequest('POST', '/user/danmaku', (b) =>
        b.headers(sessionHeaders).jsonBody({
          ...SERIES,
          time: 12.5,
          text: '这段太燃了',
          color: '#ffffff',
          mode: 'scroll',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.postDanmaku.response,
            ok({ ...comment, time: 12.5, text: '这段太燃了', mine: true }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('postDanmaku', {
          params: { ...SERIES, time: 12.5, text: '这段太燃了', color: '#ffffff', mode: 'scroll' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.mine).toBe(true);
      }));

  it('refuses a text with a banned word with code 403 and a message', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', viewer)
      .given('user {email} has not posted danmaku lately', viewer)
      .uponReceiving('a 弹幕 holding a banned word')
      .withRequest('POST', '/user/danmaku', (b) =>
        b.headers(sessionHeaders).jsonBody({ ...SERIES, time: 3.5, text: '加微信看全集' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 403, msg: MatchersV3.like('弹幕含有不允许的内容'), data: null }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('postDanmaku', {
          params: { ...SERIES, time: 3.5, text: '加微信看全集' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok).toBe(false);
        expect(result.code).toBe(403);
      }));
});

describe('POST /user/danmaku/report', () => {
  it('reports a 弹幕', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', viewer)
      .given('vod {id} episode {ep} has danmaku', SERIES)
      .uponReceiving('a report of a 弹幕 as abuse')
      .withRequest('POST', '/user/danmaku/report', (b) =>
        b.headers(sessionHeaders).jsonBody({
          danmakuId: MatchersV3.fromProviderState('${danmakuId}', EXAMPLE_DANMAKU_ID),
          reason: 'abuse',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.reportDanmaku.response, ok({ reported: true }))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('reportDanmaku', {
          params: { danmakuId: EXAMPLE_DANMAKU_ID, reason: 'abuse' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.reported).toBe(true);
      }));
});

describe('GET /web/v2/dianbo/marks/{id}', () => {
  it("returns a series' intro and outro marks per episode", () =>
    pact
      .addInteraction()
      .given('vod {id} is a series with intro marks', { id: SERIES.id })
      .uponReceiving("a request for a series' skip marks")
      .withRequest('GET', `/web/v2/dianbo/marks/${SERIES_ID}`, (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getSkipMarks.response,
            ok({
              id: SERIES_ID,
              episodes: [{ ep: 1, introStart: 0.6, introEnd: 2.5, outroStart: 10.5 }],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getSkipMarks', {
          path: { id: SERIES_ID },
        });
        expect(result.ok && result.data.episodes[0]?.introEnd).toBe(2.5);
      }));
});
