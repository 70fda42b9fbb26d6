/**
 * The site's expectations of the API, driven through the real client. Provider states are
 * parameterised sentences; the mock (and any backend) sets them up through its state hook.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { SERIES_ID, seriesCard } from './examples';
import { clientFor, clientHeaders, pact } from './support';

const homeReply = (chName: string) => ({
  code: 0,
  msg: 'ok',
  data: {
    chName,
    banners: [
      {
        id: SERIES_ID,
        name: '长安十二时辰',
        subtitle: '古装 · 悬疑',
        image: `/api/images/banner/${SERIES_ID}.webp`,
        type: 'drama',
      },
    ],
    cardsGroup: [{ name: '热播电视剧', cards: [seriesCard], key: 'drama', type: 'drama' }],
  },
});

describe('GET /v3/web/api/home', () => {
  it('returns the home page: banners and one row per channel', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a request for the home page')
      .withRequest('GET', '/v3/web/api/home', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getHome.response, homeReply('首页'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getHome');
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.cardsGroup[0]?.cards[0]?.name).toBe('长安十二时辰');
        expect(result.data.banners?.[0]?.image).toMatch(/^\/api\/images\//);
      }));

  it('returns a channel page for chName', () =>
    pact
      .addInteraction()
      .given('channel {chName} has titles', { chName: '电影' })
      .uponReceiving('a request for the movie channel page')
      .withRequest('GET', '/v3/web/api/home', (b) =>
        b.query({ chName: '电影' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getHome.response, homeReply('电影'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getHome', { params: { chName: '电影' } });
        expect(result.ok && result.data.chName).toBe('电影');
      }));

  it('refuses an unknown channel with code 400 and a Chinese message', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a request for a channel that does not exist')
      .withRequest('GET', '/v3/web/api/home', (b) =>
        b.query({ chName: 'nosuchchannel' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 400,
          msg: MatchersV3.regex(/^参数错误.*/, '参数错误：chName'),
          data: null,
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getHome', {
          // A hand-edited URL can carry any channel; the client must pass the refusal on.
          params: { chName: 'nosuchchannel' as '电影' },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '参数错误：chName' });
      }));
});

describe('GET /v3/web/api/getSearchOptions', () => {
  it('returns the hot searches in data.data', () =>
    pact
      .addInteraction()
      .given('there are hot searches')
      .uponReceiving('a request for the hot searches')
      .withRequest('GET', '/v3/web/api/getSearchOptions', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.getSearchOptions.response, {
            code: 0,
            msg: 'ok',
            data: {
              data: [
                {
                  index: 1,
                  name: '长安十二时辰',
                  label: '电视剧',
                  id: SERIES_ID,
                  url: `/vod/detail/${SERIES_ID}`,
                },
              ],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getSearchOptions');
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.data.data[0]?.index).toBe(1);
      }));
});
