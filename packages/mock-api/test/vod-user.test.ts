import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CollectList,
  CollectStatus,
  RecordByCid,
  RemovedRecord,
  SavedWatchRecord,
  WatchRecordList,
} from '@xinghe/contracts';
import { buildTestApi, call } from './helpers';
import {
  APP_START_TIMEOUT,
  loginAs,
  MEMBER_TEST_EMAIL,
  titleWhere,
  VIP_TEST_EMAIL,
  vidOfRow,
} from './vod-helpers';

const ONE = vidOfRow(1);

let app: FastifyInstance;
let member: string;
let vip: string;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
  [member, vip] = await Promise.all([
    loginAs(app, MEMBER_TEST_EMAIL),
    loginAs(app, VIP_TEST_EMAIL),
  ]);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const as = <T>(token: string | undefined, request: InjectOptions) =>
  call<T>(app, { ...request, headers: { ...request.headers, ...(token && { token }) } });

const LOGIN_REQUIRED = { code: 401, msg: '请先登录', data: null };

describe('every /user/dianbo route needs a valid token', () => {
  const requests: InjectOptions[] = [
    { method: 'GET', url: '/user/dianbo/collect' },
    { method: 'POST', url: '/user/dianbo/collect', payload: { id: ONE } },
    { method: 'DELETE', url: `/user/dianbo/collect?id=${ONE}` },
    { method: 'GET', url: `/user/dianbo/collect/${ONE}` },
    { method: 'GET', url: '/user/dianbo/record' },
    {
      method: 'POST',
      url: '/user/dianbo/record',
      payload: { mid: ONE, ep: 1, position: 1, duration: 9 },
    },
    { method: 'DELETE', url: `/user/dianbo/record?mid=${ONE}` },
    { method: 'GET', url: `/user/dianbo/recordByCid?cid=${ONE}` },
  ];

  it.each(requests)('$method $url without a token: 401 请先登录', async (request) => {
    expect(await as(undefined, request)).toEqual({ status: 200, body: LOGIN_REQUIRED });
  });

  it.each(requests)('$method $url with a forged token: 401', async (request) => {
    const forged = `${member.slice(0, -4)}AAAA`;
    expect((await as(forged, request)).body).toEqual(LOGIN_REQUIRED);
  });

  it('asks a visitor to log in before checking the input', async () => {
    const { body } = await as(undefined, {
      method: 'POST',
      url: '/user/dianbo/collect',
      payload: {},
    });
    expect(body).toEqual(LOGIN_REQUIRED);
  });
});

describe('favourites', () => {
  it('adds, reports, lists newest first and removes, per user', async () => {
    const [a, b] = [titleWhere(app, "type = 'movie'").id, titleWhere(app, "type = 'drama'").id];
    const add = (id: string) =>
      as<CollectStatus>(member, { method: 'POST', url: '/user/dianbo/collect', payload: { id } });
    const status = (id: string, token = member) =>
      as<CollectStatus>(token, { method: 'GET', url: `/user/dianbo/collect/${id}` });

    expect((await status(a)).body.data).toEqual({ collected: false });
    expect((await add(a)).body).toEqual({ code: 0, msg: 'ok', data: { collected: true } });
    await add(b);
    await add(a); // again: idempotent, keeps its place
    expect((await status(a)).body.data).toEqual({ collected: true });
    // Another user's favourites are their own.
    expect((await status(a, vip)).body.data).toEqual({ collected: false });

    const list = await as<CollectList>(member, { method: 'GET', url: '/user/dianbo/collect' });
    expect(list.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20, hasMore: false });
    expect(list.body.data.list.map((item) => item.id)).toEqual([b, a]);
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs(list.body.data.list[0]!.collectedAt - now)).toBeLessThan(60);
    expect(list.body.data.list[0]).toMatchObject({ img: `/api/images/poster/${b}.webp` });
    expect(list.body.data.list[0]!.name.length).toBeGreaterThan(0);

    const removed = await as<CollectStatus>(member, {
      method: 'DELETE',
      url: `/user/dianbo/collect?id=${a}`,
    });
    expect(removed.body.data).toEqual({ collected: false });
    expect((await status(a)).body.data).toEqual({ collected: false });
    const after = await as<CollectList>(member, { method: 'GET', url: '/user/dianbo/collect' });
    expect(after.body.data.list.map((item) => item.id)).toEqual([b]);
  });

  it('pages the list', async () => {
    const token = await loginAs(app, VIP_TEST_EMAIL);
    const [v11, v12, v13, v14, v15] = [11, 12, 13, 14, 15].map(vidOfRow);
    for (const id of [v11, v12, v13, v14, v15]) {
      await as(token, { method: 'POST', url: '/user/dianbo/collect', payload: { id } });
    }
    const page = (n: number) =>
      as<CollectList>(token, { method: 'GET', url: `/user/dianbo/collect?page=${n}&pageSize=2` });
    const first = (await page(1)).body.data;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, hasMore: true });
    expect(first.list.map((t) => t.id)).toEqual([v15, v14]);
    expect((await page(3)).body.data).toMatchObject({ hasMore: false, list: [{ id: v11 }] });
    expect((await page(4)).body.data.list).toEqual([]);
  });

  it('refuses an unknown title with 404 and a bad page size with 400', async () => {
    const unknown = await as(member, {
      method: 'POST',
      url: '/user/dianbo/collect',
      payload: { id: 'NoSuchId12' },
    });
    expect(unknown.body).toEqual({ code: 404, msg: '影片不存在', data: null });
    const malformed = await as(member, {
      method: 'POST',
      url: '/user/dianbo/collect',
      payload: { id: 'no/such' },
    });
    expect(malformed.body).toEqual({ code: 400, msg: '参数错误：id', data: null });
    const big = await as(member, { method: 'GET', url: '/user/dianbo/collect?pageSize=61' });
    expect(big.body).toEqual({ code: 400, msg: '参数错误：pageSize', data: null });
    const noId = await as(member, { method: 'DELETE', url: '/user/dianbo/collect' });
    expect(noId.body).toEqual({ code: 400, msg: '参数错误：id', data: null });
  });
});

describe('watch records', () => {
  const save = (token: string, payload: object) =>
    as<SavedWatchRecord>(token, { method: 'POST', url: '/user/dianbo/record', payload });

  it('upserts one record per title and reads it back, newest first', async () => {
    const series = titleWhere(app, "type = 'drama' AND remark LIKE '全%'").id;
    const film = titleWhere(app, "type = 'movie'").id;
    const first = await save(member, { mid: series, ep: 1, position: 3.5, duration: 10 });
    expect(first.body.data.record).toMatchObject({
      id: series,
      ep: 1,
      position: 3.5,
      duration: 10,
    });
    await save(member, { mid: film, ep: 1, position: 7, duration: 11 });
    await save(member, { mid: series, ep: 2, position: 4, duration: 12 });

    const { body } = await as<WatchRecordList>(member, {
      method: 'GET',
      url: '/user/dianbo/record',
    });
    expect(body.data.list.map((r) => [r.id, r.ep, r.position])).toEqual([
      [series, 2, 4],
      [film, 1, 7],
    ]);
    expect(body.data.list[0]).toMatchObject({
      type: 'drama',
      img: `/api/images/poster/${series}.webp`,
    });

    const byCid = await as<RecordByCid>(member, {
      method: 'GET',
      url: `/user/dianbo/recordByCid?cid=${film}`,
    });
    expect(byCid.body.data.record).toMatchObject({ id: film, ep: 1, position: 7, duration: 11 });
    const none = await as<RecordByCid>(vip, {
      method: 'GET',
      url: `/user/dianbo/recordByCid?cid=${film}`,
    });
    expect(none.body.data).toEqual({ record: null });
  });

  it('clamps the position to the duration', async () => {
    const { body } = await save(member, { mid: vidOfRow(21), ep: 1, position: 50, duration: 12 });
    expect(body.data.record).toMatchObject({ position: 12, duration: 12 });
  });

  it('removes a record (our addition for /history)', async () => {
    const mid = vidOfRow(22);
    await save(member, { mid, ep: 1, position: 1, duration: 10 });
    const remove = () =>
      as<RemovedRecord>(member, { method: 'DELETE', url: `/user/dianbo/record?mid=${mid}` });
    expect((await remove()).body.data).toEqual({ removed: true });
    expect((await remove()).body.data).toEqual({ removed: false });
    const byCid = await as<RecordByCid>(member, {
      method: 'GET',
      url: `/user/dianbo/recordByCid?cid=${mid}`,
    });
    expect(byCid.body.data.record).toBeNull();
  });

  it.each([
    [{ mid: 'NoSuchId12', ep: 1, position: 1, duration: 10 }, 404, '影片不存在'],
    [{ mid: 'x'.repeat(33), ep: 1, position: 1, duration: 10 }, 400, '参数错误：mid'],
    [{ mid: ONE, ep: 9999, position: 1, duration: 10 }, 404, '剧集不存在'],
    [{ mid: ONE, ep: 1, position: -1, duration: 10 }, 400, '参数错误：position'],
    [{ mid: ONE, ep: 1, position: 1, duration: 0 }, 400, '参数错误：duration'],
    [{ mid: ONE, ep: 1, position: 'x', duration: 10 }, 400, '参数错误：position'],
    [{ ep: 1, position: 1, duration: 10 }, 400, '参数错误：mid'],
  ])('refuses %j with %i %s', async (payload, code, msg) => {
    expect((await save(member, payload)).body).toEqual({ code, msg, data: null });
  });
});
