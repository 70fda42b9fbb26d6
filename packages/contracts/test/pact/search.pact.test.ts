/**
 * Browsing and search (issue 3): the filter bar and list of a channel page, the search results and
 * the actor search, driven through the real client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { clientFor, clientHeaders, pact } from './support';

/** Any message with a Chinese character in it (the wording is the server's). */
const chineseMessage = (example: string) => MatchersV3.regex('^.*[一-龥].*$', example);

const refusal = (msg: unknown) => ({ code: 400, msg, data: null });

const drama = {
  id: 2836,
  title: '长安十二时辰',
  cover: '/api/images/poster/2836.webp',
  type: 'drama',
  year: 2021,
  region: 'cn',
  genres: ['古装', '悬疑'],
  score: 8.6,
  remark: '全48集',
  episodes: 48,
};

describe('GET /v3/web/api/getFilterCondition', () => {
  it('returns the filter bar of a channel: genre, region, year and sort options', () =>
    pact
      .addInteraction()
      .given('titles of type {type} exist', { type: 'movie' })
      .uponReceiving('a request for the filter options of the movie channel')
      .withRequest('GET', '/v3/web/api/getFilterCondition', (b) =>
        b.query({ type: 'movie' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 0,
          msg: MatchersV3.like('ok'),
          data: {
            type: 'movie',
            // The four rows in this order, each with options shaped alike.
            filters: [
              { key: 'genre', title: MatchersV3.like('类型'), options: options('', '全部') },
              { key: 'region', title: MatchersV3.like('地区'), options: options('', '全部') },
              { key: 'year', title: MatchersV3.like('年份'), options: options('', '全部') },
              {
                key: 'sort',
                title: MatchersV3.like('排序'),
                options: MatchersV3.eachLike(
                  {
                    value: MatchersV3.regex('^(hottest|latest|rating)$', 'hottest'),
                    label: MatchersV3.like('最热'),
                  },
                  3,
                ),
              },
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getFilterCondition', {
          params: { type: 'movie' },
        });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.filters.map((group) => group.key)).toEqual([
          'genre',
          'region',
          'year',
          'sort',
        ]);
        expect(result.data.filters[3]?.options[0]?.value).toBe('hottest');
      }));

  it('refuses a channel that does not exist with code 400', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a request for the filter options of a channel that does not exist')
      .withRequest('GET', '/v3/web/api/getFilterCondition', (b) =>
        b.query({ type: 'sports' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal(MatchersV3.regex(/^参数错误.*/, '参数错误：type'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getFilterCondition', {
          // A hand-edited URL can name any channel; the client passes the refusal on.
          params: { type: 'sports' as 'movie' },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '参数错误：type' });
      }));
});

/** The first option of a row is 全部 (''), the rest are shaped like it. */
function options(value: string, label: string) {
  return MatchersV3.eachLike({ value: MatchersV3.like(value), label: MatchersV3.like(label) }, 2);
}

describe('POST /v3/web/api/filter', () => {
  const body = {
    type: 'drama',
    genre: '古装',
    region: 'cn',
    year: '2020-2023',
    sort: 'rating',
    page: 1,
    pageSize: 24,
  } as const;

  it('returns one page of the titles that pass every filter', () =>
    pact
      .addInteraction()
      .given('titles of type {type}, genre {genre}, region {region}, year {year} exist', {
        type: 'drama',
        genre: '古装',
        region: 'cn',
        year: '2020-2023',
      })
      .uponReceiving('a filtered request for mainland costume dramas of 2020-2023 by rating')
      .withRequest('POST', '/v3/web/api/filter', (b) => b.headers(clientHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.filter.response, {
            code: 0,
            msg: 'ok',
            data: { list: [drama], total: 16, page: 1, pageSize: 24, hasMore: false },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('filter', { params: body });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.list[0]?.genres).toContain('古装');
        expect(result.data.page).toBe(1);
      }));

  it('refuses a page size over 60 with code 400', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a filter request for a page of 100 titles')
      .withRequest('POST', '/v3/web/api/filter', (b) =>
        b.headers(clientHeaders).jsonBody({ type: 'movie', pageSize: 100 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal(MatchersV3.regex(/^参数错误.*/, '参数错误：pageSize'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('filter', {
          params: { type: 'movie', pageSize: 100 },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '参数错误：pageSize' });
      }));
});

describe('POST /v3/web/api/search', () => {
  it('finds a title by its name, exact match first', () =>
    pact
      .addInteraction()
      .given('a title named {word} exists', { word: '长安十二时辰' })
      .uponReceiving('a search for a title by its name')
      .withRequest('POST', '/v3/web/api/search', (b) =>
        b.headers(clientHeaders).jsonBody({ word: '长安十二时辰', page: 1, pageSize: 24 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.search.response, {
            code: 0,
            msg: 'ok',
            data: {
              word: '长安十二时辰',
              list: [drama],
              total: 1,
              page: 1,
              pageSize: 24,
              hasMore: false,
              lives: [],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('search', {
          params: { word: '长安十二时辰', page: 1, pageSize: 24 },
        });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.list[0]?.title).toBe('长安十二时辰');
        expect(result.data.lives).toEqual([]);
      }));

  it('lists live channels whose names hold the word on page 1', () =>
    pact
      .addInteraction()
      .given('a live channel named {name} exists', { name: 'CCTV-5 体育' })
      .uponReceiving('a search for a live channel')
      .withRequest('POST', '/v3/web/api/search', (b) =>
        b.headers(clientHeaders).jsonBody({ word: 'CCTV-5' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.search.response, {
            code: 0,
            msg: 'ok',
            data: {
              word: 'CCTV-5',
              list: [],
              total: 0,
              page: 1,
              pageSize: 24,
              hasMore: false,
              lives: [{ id: 5, name: 'CCTV-5 体育', category: '央视', url: '/live/5' }],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('search', { params: { word: 'CCTV-5' } });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.lives[0]?.url).toMatch(/^\/live\/\d+$/);
      }));

  it('refuses a blank word with 请输入搜索内容', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a search for a word of spaces only')
      .withRequest('POST', '/v3/web/api/search', (b) =>
        b.headers(clientHeaders).jsonBody({ word: '   ' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('请输入搜索内容')))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('search', { params: { word: '   ' } });
        expect(result).toEqual({ ok: false, code: 400, msg: '请输入搜索内容' });
      }));

  it('refuses a word over 20 characters with code 400 and a Chinese message', () => {
    const word = '这是一个超过二十个字的搜索关键词用来测试长度限制';
    return pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a search for a word of more than 20 characters')
      .withRequest('POST', '/v3/web/api/search', (b) => b.headers(clientHeaders).jsonBody({ word }))
      .willRespondWith(200, (b) => b.jsonBody(refusal(chineseMessage('搜索内容不能超过20个字'))))
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('search', { params: { word } });
        expect(result.ok).toBe(false);
        expect(result.code).toBe(400);
      });
  });
});

describe('GET /metadata/v1/actor/searchActor', () => {
  it('finds actors by name with their avatar, role and number of works', () =>
    pact
      .addInteraction()
      .given('an actor named {name} exists', { name: '易烊千玺' })
      .uponReceiving('a search for an actor by name')
      .withRequest('GET', '/metadata/v1/actor/searchActor', (b) =>
        b.query({ word: '易烊千玺' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.searchActor.response, {
            code: 0,
            msg: 'ok',
            data: {
              list: [
                {
                  id: 7,
                  name: '易烊千玺',
                  avatar: '/api/images/avatar/7.webp',
                  role: '演员',
                  works: 12,
                },
              ],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('searchActor', {
          params: { word: '易烊千玺' },
        });
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.data.list[0]?.name).toBe('易烊千玺');
      }));

  it('refuses a search with no word with 请输入搜索内容', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('an actor search whose empty word the client dropped')
      .withRequest('GET', '/metadata/v1/actor/searchActor', (b) => b.headers(clientHeaders))
      .willRespondWith(200, (b) => b.jsonBody(refusal('请输入搜索内容')))
      .executeTest(async (server) => {
        // SPEC section 5: the client drops empty parameters, so no word reaches the server.
        const result = await clientFor(server.url).call('searchActor', { params: { word: '' } });
        expect(result).toEqual({ ok: false, code: 400, msg: '请输入搜索内容' });
      }));
});
