/**
 * A viewer's own intro end and outro start of a title (our addition) through the real client.
 * SERIES_ID is a series of the seed.
 */
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, sessionHeaders } from './session';
import { SERIES_ID } from './examples';
import { clientFor, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const TITLE = { id: SERIES_ID };
const viewer = { email: 'marks@xinghe.test' };
const MARKS = { introEnd: 95, outroStart: 2520 };

describe('GET /user/marks/{id}', () => {
  it("returns the viewer's own intro end and outro start of a title", () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', viewer)
      .given('user {email} has set marks {introEnd} and {outroStart} for vod {id}', {
        ...viewer,
        ...TITLE,
        ...MARKS,
      })
      .uponReceiving("a request for the viewer's own marks of a title")
      .withRequest('GET', `/user/marks/${SERIES_ID}`, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getMyMarks.response, ok({ ...TITLE, ...MARKS }))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getMyMarks', {
          path: TITLE,
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.introEnd).toBe(95);
      }));
});

describe('POST /user/marks', () => {
  it('stores an intro end with no outro start and returns the pair', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', viewer)
      .given('user {email} has set no marks for vod {id}', { ...viewer, ...TITLE })
      .uponReceiving('an intro end of 95.5 seconds set by the viewer')
      .withRequest('POST', '/user/marks', (b) =>
        // The client drops the null outroStart (SPEC section 5): absent means not set.
        b.headers(sessionHeaders).jsonBody({ ...TITLE, introEnd: 95.5 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.putMyMarks.response,
            ok({ ...TITLE, introEnd: 95.5, outroStart: null }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('putMyMarks', {
          params: { ...TITLE, introEnd: 95.5, outroStart: null },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data).toEqual({ ...TITLE, introEnd: 95.5, outroStart: null });
      }));
});
