/**
 * User sources and the host CORS check through the real client. Provider states make the sources
 * an interaction needs and hand back their id (`sourceId`), injected into paths and bodies.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { records } from '../../src/records';
import { likeExample } from './likeExample';
import { EXAMPLE_TOKEN, sessionHeaders } from './session';
import { clientFor, clientHeaders, pact } from './support';

const ok = <T>(data: T) => ({ code: 0, msg: 'ok', data });
const me = { email: 'curator@xinghe.test' };
const sharer = 'sharer@xinghe.test';
const lister = { email: 'lister@xinghe.test' };
const EXAMPLE_ID = 7;
const sourceId = MatchersV3.fromProviderState('${sourceId}', EXAMPLE_ID);
const pathWithId = (prefix: string) =>
  MatchersV3.fromProviderState(`${prefix}/\${sourceId}`, `${prefix}/${EXAMPLE_ID}`);
const URL_EXAMPLE = 'https://cdn.xinghe.invalid/live/index.m3u8';

const own = {
  id: EXAMPLE_ID,
  name: '我的直播源',
  url: URL_EXAMPLE,
  type: 'hls',
  shared: true,
  importCount: 0,
  createdAt: 1780315200,
  updatedAt: 1780315200,
};
const usable = { id: EXAMPLE_ID, name: '我的直播源', url: URL_EXAMPLE, type: 'hls', added: false };
const client = (url: string) => clientFor(url);

describe('POST /user/source/manage', () => {
  it('adds a source of mine', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .uponReceiving('a new source')
      .withRequest('POST', '/user/source/manage', (b) =>
        b
          .headers(sessionHeaders)
          .jsonBody({ name: '新源', url: URL_EXAMPLE, type: 'hls', shared: false }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(records.createSource.response, ok({ ...own, name: '新源', shared: false })),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('createSource', {
          params: { name: '新源', url: URL_EXAMPLE, type: 'hls', shared: false },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.type).toBe('hls');
      }));

  it('refuses a javascript: URL with a Chinese message', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .uponReceiving('a new source with a javascript: URL')
      .withRequest('POST', '/user/source/manage', (b) =>
        b
          .headers(sessionHeaders)
          .jsonBody({ name: '坏源', url: 'javascript:alert(1)', type: 'hls' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 400, msg: '只支持 http 或 https 链接', data: null }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('createSource', {
          params: { name: '坏源', url: 'javascript:alert(1)', type: 'hls' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok).toBe(false);
      }));
});

describe('PUT /user/source/manage', () => {
  it('changes a source of mine', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a source named {name}', { ...me, name: '旧名' })
      .uponReceiving('a change to my source')
      .withRequest('PUT', '/user/source/manage', (b) =>
        b.headers(sessionHeaders).jsonBody({
          id: sourceId,
          name: '新名',
          url: URL_EXAMPLE,
          type: 'list',
          shared: false,
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.updateSource.response,
            ok({ ...own, name: '新名', type: 'list', shared: false }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('updateSource', {
          params: { id: EXAMPLE_ID, name: '新名', url: URL_EXAMPLE, type: 'list', shared: false },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.name).toBe('新名');
      }));
});

describe('GET /user/source/manage', () => {
  it('lists my own sources', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a source named {name}', { ...me, name: '我的直播源' })
      .uponReceiving('a request for my own sources')
      .withRequest('GET', '/user/source/manage', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getOwnSources.response, ok({ list: [own] }))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getOwnSources', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.list.length).toBe(1);
      }));
});

describe('GET and DELETE /user/source/manage/{id}', () => {
  it('reads one source of mine', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a source named {name}', { ...me, name: '我的直播源' })
      .uponReceiving('a request for one of my sources')
      .withRequest('GET', pathWithId('/user/source/manage'), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody(likeExample(records.getOwnSource.response, ok(own))))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getOwnSource', {
          path: { id: EXAMPLE_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.id).toBe(EXAMPLE_ID);
      }));

  it('deletes a source of mine', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a source named {name}', { ...me, name: '要删的源' })
      .uponReceiving('a request to delete one of my sources')
      .withRequest('DELETE', pathWithId('/user/source/manage'), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody(ok({ removed: true })))
      .executeTest(async (server) => {
        const result = await client(server.url).call('deleteOwnSource', {
          path: { id: EXAMPLE_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.removed).toBe(true);
      }));
});

describe('GET /user/source', () => {
  it('lists every source I can play', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a source named {name}', { ...me, name: '我的直播源' })
      .uponReceiving('a request for the sources I can play')
      .withRequest('GET', '/user/source', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(likeExample(records.getSources.response, ok({ list: [usable] }))),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSources', { token: EXAMPLE_TOKEN });
        expect(result.ok && result.data.list[0]?.type).toBe('hls');
      }));
});

describe('GET /user/source/import/{id}', () => {
  it("adds another user's shared source", () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {owner} shares a source named {name}', { owner: sharer, name: '分享的源' })
      .uponReceiving('an import of a shared source')
      .withRequest('GET', pathWithId('/user/source/import'), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.importSource.response,
            ok({ ...usable, name: '分享的源', added: true }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('importSource', {
          path: { id: EXAMPLE_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.added).toBe(true);
      }));
});

describe('DELETE /user/source/{id} and GET /user/source/added/{id}', () => {
  it('says I have added a shared source', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has added a source shared by {owner}', { ...me, owner: sharer })
      .uponReceiving('a question whether I added a source')
      .withRequest('GET', pathWithId('/user/source/added'), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody(ok({ added: true })))
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSourceAdded', {
          path: { id: EXAMPLE_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.added).toBe(true);
      }));

  it('takes an added source off my list', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has added a source shared by {owner}', { ...me, owner: sharer })
      .uponReceiving('a request to remove an added source')
      .withRequest('DELETE', pathWithId('/user/source'), (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody(ok({ removed: true })))
      .executeTest(async (server) => {
        const result = await client(server.url).call('removeAddedSource', {
          path: { id: EXAMPLE_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.removed).toBe(true);
      }));
});

describe('POST /user/source/alive', () => {
  it('checks whether a source of mine answers', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a source named {name}', { ...me, name: '待检测' })
      .uponReceiving('an alive check of my source')
      .withRequest('POST', '/user/source/alive', (b) =>
        b.headers(sessionHeaders).jsonBody({ id: sourceId }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.checkSourceAlive.response,
            ok({ id: EXAMPLE_ID, alive: false, detail: '无法解析该域名', checkedAt: 1780315200 }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('checkSourceAlive', {
          params: { id: EXAMPLE_ID },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && typeof result.data.alive).toBe('boolean');
      }));
});

describe('GET /metrics/v1/cors', () => {
  it('says whether a host allows CORS', () =>
    pact
      .addInteraction()
      .given('host {host} does not resolve', { host: 'cdn.xinghe.invalid' })
      .uponReceiving('a CORS check of a video host')
      .withRequest('GET', '/metrics/v1/cors', (b) =>
        b.query({ host: 'cdn.xinghe.invalid' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.checkCorsHost.response,
            ok({
              host: 'cdn.xinghe.invalid',
              reachable: false,
              cors: false,
              checkedAt: 1780315200,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('checkCorsHost', {
          params: { host: 'cdn.xinghe.invalid' },
        });
        expect(result.ok && result.data.cors).toBe(false);
      }));

  it('refuses a loopback host', () =>
    pact
      .addInteraction()
      .given('the caller has no session')
      .uponReceiving('a CORS check of a loopback host')
      .withRequest('GET', '/metrics/v1/cors', (b) =>
        b.query({ host: '127.0.0.1' }).headers(clientHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 400, msg: '不能使用本机、内网或保留地址', data: null }),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('checkCorsHost', {
          params: { host: '127.0.0.1' },
        });
        expect(result.ok).toBe(false);
      }));
});

/** The source fixture's addresses as examples: the provider's have their own port. */
const FIXTURE = 'http://127.0.0.1:4180';
const RELAYED = `/user/source/relay/${EXAMPLE_ID}?u=${encodeURIComponent(`${FIXTURE}/media/c1/index.m3u8`)}&v=1&e=1780336800&s=${'A'.repeat(43)}`;
const card = {
  itemId: '102',
  name: '星河小镇的夏天',
  pic: `${FIXTURE}/pic/102.svg`,
  remarks: '全3集',
  year: '2023',
};

describe('GET /user/source/search/{id}', () => {
  it('searches one source I can play', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a maccms source', me)
      .uponReceiving('a search of my MacCMS source')
      .withRequest('GET', pathWithId('/user/source/search'), (b) =>
        b.query({ wd: '星河' }).headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.searchSource.response,
            ok({ sourceId: EXAMPLE_ID, state: 'ok', detail: '', items: [card] }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('searchSource', {
          path: { id: EXAMPLE_ID },
          params: { wd: '星河' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.items[0]?.itemId).toBe('102');
      }));
});

describe('GET /user/source/title/{id}/{itemId}', () => {
  it('reads a title of my source with its lines and episodes', () =>
    pact
      .addInteraction()
      .given('user {email} is logged in', me)
      .given('user {email} has a maccms source', me)
      .uponReceiving('a title of my MacCMS source')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/user/source/title/${sourceId}/${itemId}',
          `/user/source/title/${EXAMPLE_ID}/102`,
        ),
        (b) => b.headers(sessionHeaders),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getSourceTitle.response,
            ok({
              sourceId: EXAMPLE_ID,
              sourceName: '星河资源',
              ...card,
              desc: '海边小镇三个年轻人的一个夏天。',
              lines: [
                {
                  name: 'xhm3u8',
                  episodes: [
                    {
                      name: '第01集',
                      media: { url: `${FIXTURE}/media/c1/index.m3u8`, relayed: false },
                    },
                  ],
                },
              ],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSourceTitle', {
          path: { id: EXAMPLE_ID, itemId: '102' },
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.lines[0]?.episodes.length).toBe(1);
      }));
});

describe('GET /user/source/channels', () => {
  it('lists the channels of my M3U lists', () =>
    pact
      .addInteraction()
      // A viewer of its own: every list it has is the fixture's, so every group has channels.
      .given('user {email} is logged in', lister)
      .given('user {email} has an M3U list source', lister)
      .uponReceiving('a request for the channels of my lists')
      .withRequest('GET', '/user/source/channels', (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          likeExample(
            records.getSourceChannels.response,
            ok({
              list: [
                {
                  sourceId: EXAMPLE_ID,
                  sourceName: '我的电视',
                  state: 'ok',
                  detail: '',
                  channels: [
                    {
                      itemId: '0',
                      name: '星河新闻台',
                      logo: `${FIXTURE}/pic/news.svg`,
                      group: '新闻',
                      media: { url: RELAYED, relayed: true },
                    },
                  ],
                },
              ],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const result = await client(server.url).call('getSourceChannels', {
          token: EXAMPLE_TOKEN,
        });
        expect(result.ok && result.data.list[0]?.channels[0]?.name).toBe('星河新闻台');
      }));
});

describe('GET /user/source/relay/{id}', () => {
  const injected = (name: string, example: string) =>
    MatchersV3.fromProviderState(`\${${name}}`, example);
  const example = new URL(RELAYED, 'http://example.invalid').searchParams;

  it('relays a signed playlist as application/vnd.apple.mpegurl', () =>
    pact
      .addInteraction()
      .given('user {email} has an hls source played through the relay', me)
      .uponReceiving('a signed relay request for a playlist')
      .withRequest('GET', pathWithId('/user/source/relay'), (b) =>
        b.query({
          u: injected('u', example.get('u')!),
          v: injected('v', example.get('v')!),
          e: injected('e', example.get('e')!),
          s: injected('s', example.get('s')!),
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers({
          'content-type': MatchersV3.regex(
            /^application\/vnd\.apple\.mpegurl.*/,
            'application/vnd.apple.mpegurl',
          ),
        }),
      )
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}${RELAYED}`);
        expect(response.status).toBe(200);
      }));

  it('refuses a wrong signature with HTTP 403', () =>
    pact
      .addInteraction()
      .given('user {email} has an hls source played through the relay', me)
      .uponReceiving('a relay request with a wrong signature')
      .withRequest('GET', pathWithId('/user/source/relay'), (b) =>
        b.query({
          u: example.get('u')!,
          v: '1',
          e: '4102444800',
          s: 'A'.repeat(43),
        }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: 403, msg: MatchersV3.like('播放地址无效或已过期'), data: null }),
      )
      .executeTest(async (server) => {
        const query = new URLSearchParams({
          u: example.get('u')!,
          v: '1',
          e: '4102444800',
          s: 'A'.repeat(43),
        });
        const response = await fetch(`${server.url}/user/source/relay/${EXAMPLE_ID}?${query}`);
        expect(response.status).toBe(403);
      }));
});
