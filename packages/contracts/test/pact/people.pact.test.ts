/** Actor pages through the real client: a seeded person (`actor {id} exists`) and their works. */
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { SERIES_ID } from './examples';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });

describe('GET /metadata/v1/actor/info/{id}', () => {
  it("answers a person's page facts", () =>
    pact
      .addInteraction()
      .given('actor {id} exists', { id: 2 })
      .uponReceiving("a request for a person's facts")
      .withRequest('GET', '/metadata/v1/actor/info/2', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getActorInfo.response,
            ok({
              id: 2,
              name: '林婉清',
              avatar: '/api/images/avatar/2.webp',
              gender: '女',
              genderKey: 'female',
              role: '演员',
              roleKey: 'actor',
              birthDate: '1992-03-08',
              region: 'cn',
              biography: '大陆女演员，1992年出生。',
              works: 3,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getActorInfo', { path: { id: 2 } });
        expect(result.ok && result.data.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }));
});

describe('GET /metadata/v1/actor/collection/{id}', () => {
  it("lists a person's titles", () =>
    pact
      .addInteraction()
      .given('actor {id} exists', { id: 2 })
      .uponReceiving("a request for a person's titles")
      .withRequest('GET', '/metadata/v1/actor/collection/2', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getActorCollection.response,
            ok({
              list: [
                {
                  id: SERIES_ID,
                  name: '锦绣长歌',
                  img: `/api/images/poster/${SERIES_ID}.webp`,
                  type: 'drama',
                  time: 2024,
                  region: 'cn',
                  genres: ['古装'],
                  score: 8.1,
                  countStr: '全40集',
                  episodes: 40,
                  role: '演员',
                },
              ],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getActorCollection', { path: { id: 2 } });
        expect(result.ok && result.data.list.length).toBeGreaterThan(0);
      }));
});
