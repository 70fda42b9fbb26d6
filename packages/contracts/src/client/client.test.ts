// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { cleanParams, toQueryString } from './params';

type Sent = { url: string; init: RequestInit };

function fakeFetch(reply: { status?: number; body?: unknown; throws?: boolean }) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    if (reply.throws) throw new TypeError('Failed to fetch');
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    return new Response(text, { status: reply.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
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
    const headers = sent[0]!.init.headers as Record<string, string>;
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
      expect((sent[0]!.init.headers as Record<string, string>).token).toBe('a.b.c');
      expect((sent[1]!.init.headers as Record<string, string>).token).toBe('x.y.z');
    } finally {
      localStorage.removeItem('token');
    }
  });

  it('puts GET parameters in the query string, dropping empty ones and keeping 0', async () => {
    const { fetch, sent } = fakeFetch({ body: okHome });
    await createClient({ fetch, baseUrl: 'http://api.test/' }).call('getHome', {
      params: { chName: 'movie' },
    });
    expect(sent[0]!.url).toBe('http://api.test/v3/web/api/home?chName=movie');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
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
    const { fetch } = fakeFetch({ throws: true });
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
});
