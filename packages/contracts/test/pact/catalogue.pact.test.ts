/**
 * The site's expectations of the API, driven through the real client. Provider states are
 * parameterised sentences; the mock (and any backend) sets them up through its state hook.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { clientFor, clientHeaders, pact } from './support';

const summary = {
  id: 1,
  title: '长安十二时辰',
  cover: '/api/images/poster/1.webp',
  type: 'drama',
  year: 2019,
  region: 'cn',
  genres: ['古装', '悬疑'],
  score: 8.6,
  remark: '全48集',
  episodes: 48,
};

const homeReply = (chName: string) => ({
  code: 0,
  msg: 'ok',
  data: {
    chName,
    banners: [
      {
        id: 1,
        title: '长安十二时辰',
        subtitle: '古装 · 悬疑',
        image: '/api/images/banner/1.webp',
        type: 'drama',
      },
    ],
    sections: [{ key: 'drama', title: '热播电视剧', type: 'drama', items: [summary] }],
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
        b.jsonBody(likeExample(records.getHome.response, homeReply('recommend'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getHome');
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.sections[0]?.items[0]?.title).toBe('长安十二时辰');
        expect(result.data.banners[0]?.image).toMatch(/^\/api\/images\//);
      }));

  it('returns a channel page for chName', () =>
    pact
      .addInteraction()
      .given('channel {chName} has titles', { chName: 'movie' })
      .uponReceiving('a request for the movie channel page')
      .withRequest('GET', '/v3/web/api/home', (b) =>
        b.query({ chName: 'movie' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getHome.response, homeReply('movie'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getHome', { params: { chName: 'movie' } });
        expect(result.ok && result.data.chName).toBe('movie');
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
          params: { chName: 'nosuchchannel' as 'movie' },
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
                { index: 1, name: '长安十二时辰', label: '电视剧', id: 1, url: '/vod/detail/1' },
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
