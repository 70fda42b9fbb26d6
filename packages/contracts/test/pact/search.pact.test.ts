/**
 * Browsing and search: the filter bar and list of a channel page, the search results and
 * the actor search, driven through the real client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { seriesCard } from './examples';
import { clientFor, clientHeaders, pact } from './support';

/** Any message with a Chinese character in it (the wording is the server's). */
const chineseMessage = (example: string) => MatchersV3.regex('^.*[一-龥].*$', example);

const refusal = (msg: unknown) => ({ code: 400, msg, data: null });

const drama = seriesCard;
/** A search result names its poster picurl (W, J). */
const { img: picurl, ...cardFields } = seriesCard;
const searchCard = { ...cardFields, picurl };

describe('GET /v3/web/api/getFilterCondition', () => {
  it('returns the filter bar of a channel: its genres with slugs, regions and years', () =>
    pact
      .addInteraction()
      .given('channel {chName} has titles', { chName: '电影' })
      .uponReceiving('a request for the filter options of the movie channel')
      .withRequest('GET', '/v3/web/api/getFilterCondition', (b) =>
        b.query({ chName: '电影' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.getFilterCondition.response, {
            code: 0,
            msg: 'ok',
            data: {
              label: [
                ['剧情', 'juqing'],
                ['动作', 'dongzuo'],
              ],
              country: ['大陆', '美国'],
              time: [2026, 2025, 2010],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getFilterCondition', {
          params: { chName: '电影' },
        });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.label[0]).toEqual(['剧情', 'juqing']);
        expect(result.data.country[0]).toBe('大陆');
        expect(result.data.time[0]).toBe(2026);
      }));

  it('refuses a channel that does not exist with code 400', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a request for the filter options of a channel that does not exist')
      .withRequest('GET', '/v3/web/api/getFilterCondition', (b) =>
        b.query({ chName: '体育' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal(MatchersV3.regex(/^参数错误.*/, '参数错误：chName'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('getFilterCondition', {
          // A hand-edited URL can name any channel; the client passes the refusal on.
          params: { chName: '体育' as '电影' },
        });
        expect(result).toEqual({ ok: false, code: 400, msg: '参数错误：chName' });
      }));
});

describe('POST /v3/web/api/filter', () => {
  const body = {
    chName: '电视剧',
    label: '古装',
    country: '大陆',
    startTime: 2020,
    endTime: 2023,
    sort: 'rating',
    page: 1,
    pageSize: 24,
  } as const;

  it('returns one page of the titles that pass every filter', () =>
    pact
      .addInteraction()
      .given(
        'titles of channel {chName}, label {label}, country {country}, years {startTime} to {endTime} exist',
        { chName: '电视剧', label: '古装', country: '大陆', startTime: 2020, endTime: 2023 },
      )
      .uponReceiving('a filtered request for mainland costume dramas of 2020-2023 by rating')
      .withRequest('POST', '/v3/web/api/filter', (b) => b.headers(clientHeaders).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.filter.response, {
            code: 0,
            msg: 'ok',
            data: { total: 16, list: [drama], page: 1, pageSize: 24, hasMore: false },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('filter', { params: body });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.list[0]?.genres).toContain('古装');
        expect(result.data.total).toBe(16);
      }));

  it('refuses a page size over 60 with code 400', () =>
    pact
      .addInteraction()
      .given('the catalogue is seeded')
      .uponReceiving('a filter request for a page of 100 titles')
      .withRequest('POST', '/v3/web/api/filter', (b) =>
        b.headers(clientHeaders).jsonBody({ chName: '电影', pageSize: 100 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal(MatchersV3.regex(/^参数错误.*/, '参数错误：pageSize'))),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('filter', {
          params: { chName: '电影', pageSize: 100 },
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
              list: [searchCard],
              total: 1,
              word: '长安十二时辰',
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
        expect(result.data.list[0]?.name).toBe('长安十二时辰');
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
              lives: [{ id: 'cctv5', name: 'CCTV-5 体育', category: '央视', url: '/live/cctv5' }],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('search', { params: { word: 'CCTV-5' } });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.data.lives?.[0]?.url).toBe('/live/cctv5');
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

describe('GET /v3/web/api/suggest', () => {
  it('suggests a title while its name is typed, with where the word sits in it', () =>
    pact
      .addInteraction()
      .given('a title named {word} exists', { word: '长安十二时辰' })
      .uponReceiving('a request for suggestions while typing a title')
      .withRequest('GET', '/v3/web/api/suggest', (b) =>
        b.query({ word: '长安十二时辰' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.suggest.response, {
            code: 0,
            msg: 'ok',
            data: {
              word: '长安十二时辰',
              list: [
                {
                  kind: 'title',
                  id: 'se4pnjL1IF',
                  name: '长安十二时辰',
                  detail: '2019 · 电视剧',
                  url: '/vod/detail/se4pnjL1IF',
                  match: { start: 0, length: 6 },
                },
              ],
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).call('suggest', {
          params: { word: '长安十二时辰' },
        });
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.data.list[0]?.kind).toBe('title');
      }));
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
