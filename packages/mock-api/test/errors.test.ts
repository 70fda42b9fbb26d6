import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, call } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
});
afterAll(() => app.close());

describe('unknown paths and malformed requests', () => {
  it('answers an unknown path with HTTP 404 and 请求的资源不存在', async () => {
    const { status, body } = await call(app, '/v3/web/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('answers a known path with a method it does not take with 405 and the methods it does', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/v3/web/api/home' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ code: 405, msg: '不支持的请求方法', data: null });
    // A path with several methods names them all; a JSON body is not read first.
    const collect = await app.inject({
      method: 'PATCH',
      url: '/user/dianbo/collect',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(collect.statusCode).toBe(405);
    expect(collect.headers.allow).toBe('DELETE, GET, HEAD, POST');
  });

  it('refuses a malformed URL encoding with code 400', async () => {
    const { status, body } = await call(app, '/v3/web/api/home?chName=%E0%A4%A');
    expect(status).toBeLessThan(500);
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
  });

  it('refuses broken JSON with code 400 and an unsupported body type with 415', async () => {
    const broken = await call(app, {
      method: 'POST',
      url: '/__dev/provider-state',
      headers: { 'content-type': 'application/json' },
      payload: '{"state": ',
    });
    expect(broken).toEqual({
      status: 200,
      body: { code: 400, msg: '请求参数错误', data: null },
    });
    const unsupported = await call(app, {
      method: 'POST',
      url: '/__dev/provider-state',
      headers: { 'content-type': 'text/x-whatever' },
      payload: 'state',
    });
    expect(unsupported.body).toEqual({ code: 415, msg: '不支持的内容类型', data: null });
  });

  it.each([
    '/v3/web/api/home?chName=',
    '/v3/web/api/home?chName[]=movie',
    `/v3/web/api/home?chName=${'电影'.repeat(2000)}`,
    '/v3/web/api/home?chName=%00',
    '/v3/web/api/getSearchOptions?x=%E4',
    '/api/images/poster/%00.webp',
    `/api/images/poster/${'9'.repeat(40)}.svg`,
    '/api/images/banner/0000000000.webp',
  ])('never answers 500 to odd input: %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<{ code: number; msg: string }>();
    expect(body.code === 0 || /[\u4e00-\u9fff]/.test(body.msg)).toBe(true);
  });

  it('refuses a number too large to be finite, which the schema coercion would let through', async () => {
    // People keep integer ids (video ids are strings, where 1e309 is just an unknown id).
    const { status, body } = await call(app, '/metadata/v1/actor/info/1e309');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: '参数错误：id', data: null });
  });

  it('ignores unknown query parameters', async () => {
    const chName = encodeURIComponent('电影');
    const { body } = await call(app, `/v3/web/api/home?chName=${chName}&utm_source=x`);
    expect(body.code).toBe(0);
  });
});
