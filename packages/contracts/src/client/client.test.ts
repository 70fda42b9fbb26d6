// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeFetch as fake, NETWORK_FAILURE, type FakeAnswer } from '../../test/fakeFetch';
import { createClient } from './client';
import { cleanParams, toQueryString } from './params';
import { retryAfterSeconds } from './rateLimit';
import type { ApiResult, ReplyContext } from './types';

/** Every request gets the same answer. */
function fakeFetch(reply: FakeAnswer) {
  const { fetch, requests } = fake(() => reply);
  return { fetch, sent: requests };
}

const okHome = { code: 0, msg: 'ok', data: { chName: 'recommend', banners: [], sections: [] } };

describe('cleanParams', () => {
  it('drops empty, null and undefined but keeps 0 and false', () => {
    expect(cleanParams({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
    });
  });
  it('builds no query string when nothing is left', () => {
    expect(toQueryString({ a: '', b: null })).toBe('');
    expect(toQueryString({ page: 0, word: '长安' })).toBe('?page=0&word=%E9%95%BF%E5%AE%89');
  });
});

describe('createClient', () => {
  it('sends the app id, channel google, device type 3 and JSON content type', async () => {
    const { fetch, sent } = fakeFetch({ body: okHome });
    await createClient({ fetch, getToken: () => null }).call('getHome');
    const headers = sent[0]!.headers;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['app-id']).toBe('xinghe-web');
    expect(headers['app-channel']).toBe('google');
    expect(headers['device-type']).toBe('3');
    expect(headers.token).toBeUndefined();
  });

  it('reads the token from local storage unless one is given', async () => {
    localStorage.setItem('token', 'a.b.c');
    try {
      const { fetch, sent } = fakeFetch({ body: okHome });
      const client = createClient({ fetch });
      await client.call('getHome');
      await client.call('getHome', { token: 'x.y.z' });
      expect(sent[0]!.headers.token).toBe('a.b.c');
      expect(sent[1]!.headers.token).toBe('x.y.z');
    } finally {
      localStorage.removeItem('token');
    }
  });

  it('puts GET parameters in the query string, dropping empty ones and keeping 0', async () => {
    const { fetch, sent } = fakeFetch({ body: okHome });
    await createClient({ fetch, baseUrl: 'http://api.test/' }).call('getHome', {
      params: { chName: '电影' },
    });
    expect(sent[0]!.url).toBe('http://api.test/v3/web/api/home?chName=%E7%94%B5%E5%BD%B1');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeUndefined();
  });

  it('fills and encodes path parameters', async () => {
    const { fetch, sent } = fakeFetch({ body: 'svg', status: 200 });
    await createClient({ fetch }).call('getImage', { path: { kind: 'poster', name: '12.svg' } });
    expect(sent[0]!.url).toBe('/api/images/poster/12.svg');
  });

  it('returns a successful reply as ok with its data', async () => {
    const { fetch } = fakeFetch({ body: okHome });
    const result = await createClient({ fetch }).call('getHome');
    expect(result).toEqual({ ok: true, code: 0, msg: 'ok', data: okHome.data });
  });

  it('turns a non-OK status into { code: status, msg: 网络请求错误 }', async () => {
    const { fetch } = fakeFetch({ status: 503, body: { code: 0 } });
    const result = await createClient({ fetch }).call('getHome');
    expect(result).toEqual({ ok: false, code: 503, msg: '网络请求错误' });
  });

  it('returns a truthy code as an error instead of throwing', async () => {
    const { fetch } = fakeFetch({ body: { code: 400, msg: '参数错误', data: null } });
    const result = await createClient({ fetch }).call('getHome');
    expect(result).toEqual({ ok: false, code: 400, msg: '参数错误' });
  });

  it('returns a network failure as an error instead of throwing', async () => {
    const { fetch } = fakeFetch(NETWORK_FAILURE);
    await expect(createClient({ fetch }).call('getHome')).resolves.toEqual({
      ok: false,
      code: -1,
      msg: '网络请求错误',
    });
  });

  it('gives up a call with no reply after timeoutMs, as a network error', async () => {
    // A server that accepts the request and never answers; only the abort ends the wait.
    const stalled = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    await expect(createClient({ fetch: stalled, timeoutMs: 20 }).call('getHome')).resolves.toEqual({
      ok: false,
      code: -1,
      msg: '网络请求错误',
    });
  });

  it('hands a refusal its data when it carries some, and no data field when it is null', async () => {
    const wait = { code: 429, msg: '操作过于频繁，请60秒后再试', data: { retryAfterSeconds: 60 } };
    const limited = await createClient({ fetch: fakeFetch({ body: wait }).fetch }).call('getHome');
    expect(limited).toEqual({ ok: false, ...wait });
    expect(!limited.ok && retryAfterSeconds(limited)).toBe(60);
    const plain = await createClient({
      fetch: fakeFetch({ body: { code: 404, msg: '不存在', data: null } }).fetch,
    }).call('getHome');
    expect(plain).toEqual({ ok: false, code: 404, msg: '不存在' });
    expect(!plain.ok && retryAfterSeconds(plain)).toBeNull();
  });
});

describe('the onReply hook', () => {
  function watched(reply: FakeAnswer, getToken: () => string | null = () => 'a.b.c') {
    const seen: [ApiResult<unknown>, ReplyContext][] = [];
    const client = createClient({
      fetch: fakeFetch(reply).fetch,
      getToken,
      onReply: (result, call) => seen.push([result, call]),
    });
    return { client, seen };
  }

  it('sees each reply once, with the route and the token the call sent', async () => {
    const { client, seen } = watched({ body: { code: 401, msg: '请先登录', data: null } });
    const result = await client.call('getHome');
    await client.call('getHome', { token: 'x.y.z' });
    expect(seen).toEqual([
      [result, { route: 'getHome', token: 'a.b.c' }],
      [result, { route: 'getHome', token: 'x.y.z' }],
    ]);
  });

  it('sees successes, HTTP failures and network failures alike; no token is null', async () => {
    for (const [reply, expected] of [
      [{ body: okHome }, { ok: true, code: 0, msg: 'ok', data: okHome.data }],
      [{ status: 502 }, { ok: false, code: 502, msg: '网络请求错误' }],
      [NETWORK_FAILURE, { ok: false, code: -1, msg: '网络请求错误' }],
    ] as const) {
      const { client, seen } = watched(reply, () => null);
      await client.call('getHome');
      expect(seen).toEqual([[expected, { route: 'getHome', token: null }]]);
    }
  });

  it('a hook that throws does not turn the reply into a thrown error', async () => {
    const reported: unknown[] = [];
    const onError = (error: unknown) => reported.push(error);
    process.on('uncaughtException', onError);
    try {
      const client = createClient({
        fetch: fakeFetch({ body: okHome }).fetch,
        onReply: () => {
          throw new Error('hook bug');
        },
      });
      await expect(client.call('getHome')).resolves.toMatchObject({ ok: true });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(reported).toEqual([new Error('hook bug')]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
