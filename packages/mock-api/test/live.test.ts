import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_STATE_HOOK_PATH,
  type ChannelGroups,
  type LivePlayInfo,
  type ProgrammeGuide,
} from '@xinghe/contracts';
import { sportsChannelIds } from '../src/live';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL, VIP_TEST_EMAIL } from './vod-helpers';

let app: FastifyInstance;
let member: string;
let vip: string;
const now = Date.parse('2026-11-24T14:30:00+08:00');

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true, now: () => now });
  [member, vip] = await Promise.all([
    loginAs(app, MEMBER_TEST_EMAIL),
    loginAs(app, VIP_TEST_EMAIL),
  ]);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const get = <T>(url: string, token?: string) =>
  call<T>(app, { method: 'GET', url, ...(token && { headers: { token } }) });
const playUrl = (id: string, extra = '') =>
  `/api/iptv/getPlayUrl?id=${id}&from=web&format=m3u8${extra}`;
const VIP_CHANNEL = sportsChannelIds()[0]!;

describe('GET /web/v1/channels', () => {
  it('lists more than 520 channels in nine groups, with logos and what is on now', async () => {
    const { body } = await get<ChannelGroups>('/web/v1/channels');
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(520);
    expect(body.data.channelGroups.map((g) => g.name)).toEqual([
      '央视',
      '卫视',
      '地方',
      '港澳台',
      '体育',
      '新闻',
      '少儿',
      '电影',
      '国际',
    ]);
    const first = body.data.channelGroups[0]!.channels[0]!;
    expect(first).toMatchObject({
      name: 'CCTV-1 综合',
      img: '/api/images/logo/1.svg',
      url: 'cctv1',
      vip: false,
    });
    expect(first.now!.start * 1000).toBeLessThanOrEqual(now);
    expect(first.now!.end * 1000).toBeGreaterThan(now);
  });
});

describe('a channel, its lines, description and guide', () => {
  it('answers a known channel by slug and refuses an unknown one with 404', async () => {
    expect((await get('/web/v1/zhibo/channels/hunan')).body.data).toMatchObject({
      url: 'hunan',
      name: '湖南卫视',
      groupName: '卫视',
    });
    expect((await get('/web/v1/zhibo/streams/cctv1')).body.data).toMatchObject({
      purl: '/api/media/live/line1/cctv1/index.m3u8',
      line: 'line1',
    });
    expect(
      (await get<{ description: string }>('/web/v1/liveDesc/cctv1')).body.data.description,
    ).toContain('CCTV-1');
    const unknown = await get('/web/v1/zhibo/channels/nosuchchannel');
    expect(unknown.body).toMatchObject({ code: 404, msg: '频道不存在' });
  });

  it('refuses an id that is not a slug with 400, not an integer-only 404', async () => {
    for (const bad of ['CCTV1', '-cctv', 'a'.repeat(41)]) {
      const { body } = await get(`/web/v1/zhibo/channels/${bad}`);
      expect(body.code, bad).toBe(400);
    }
  });

  it("gives today's guide by default and refuses days without one", async () => {
    const { body } = await get<ProgrammeGuide>('/v3/api/programme/get?id=cctv1');
    expect(body.data.date).toBe('2026-11-24');
    expect(body.data.list.length).toBeGreaterThan(10);
    const far = await get('/v3/api/programme/get?id=cctv1&date=2027-01-01');
    expect(far.body).toMatchObject({ code: 400, msg: '该日期暂无节目单' });
    const bad = await get('/v3/api/programme/get?id=cctv1&date=tomorrow');
    expect(bad.body.code).toBe(400);
  });
});

describe('GET /api/iptv/getPlayUrl', () => {
  it('gives a visitor a free channel with an empty media token', async () => {
    const { body } = await get<LivePlayInfo>(playUrl('cctv1'));
    expect(body.data).toMatchObject({
      id: 'cctv1',
      line: 'line1',
      purl: '/api/media/live/line1/cctv1/index.m3u8',
      mediaToken: '',
    });
  });

  it('refuses a VIP channel to a visitor and a member with 402, and serves a VIP', async () => {
    expect((await get(playUrl(VIP_CHANNEL))).body.code).toBe(402);
    expect((await get(playUrl(VIP_CHANNEL), member)).body).toMatchObject({
      code: 402,
      msg: '开通VIP即可观看该频道',
    });
    const { body } = await get<LivePlayInfo>(playUrl(VIP_CHANNEL, '&line=line2'), vip);
    expect(body.data.line).toBe('line2');
    expect(body.data.mediaToken).not.toBe('');
  });

  it('needs its fixed parameters and a known line', async () => {
    expect((await get('/api/iptv/getPlayUrl?id=cctv1')).body.code).toBe(400);
    expect((await get(playUrl('cctv1', '&line=line9'))).body).toMatchObject({
      code: 400,
      msg: '线路不存在',
    });
  });
});

describe('live favourites and records', () => {
  it('need a login', async () => {
    expect((await get('/web/v1/zhibo/collect')).body.code).toBe(401);
    expect((await get('/web/v1/zhibo/record')).body.code).toBe(401);
  });

  it('favourite, list and remove a channel', async () => {
    const headers = { token: member };
    const payload = { id: 'cctv2' };
    await call(app, { method: 'POST', url: '/user/zhibo/collect', payload, headers });
    expect((await get('/user/zhibo/collect/cctv2', member)).body.data).toEqual({ collected: true });
    const list = await get<{ list: { url: string }[] }>('/web/v1/zhibo/collect', member);
    expect(list.body.data.list.map((c) => c.url)).toEqual(['cctv2']);
    await call(app, { method: 'DELETE', url: '/user/zhibo/collect?id=cctv2', headers });
    expect((await get('/user/zhibo/collect/cctv2', member)).body.data).toEqual({
      collected: false,
    });
  });

  it('records the channels a viewer asked to play, once each', async () => {
    await get(playUrl('cctv4'), member);
    await get(playUrl('cctv5'), member);
    await get(playUrl('cctv4'), member);
    const { body } = await get<{ list: { url: string; playTime: number }[] }>(
      '/web/v1/zhibo/record',
      member,
    );
    expect(
      body.data.list
        .map((c) => c.url)
        .slice(0, 2)
        .sort(),
    ).toEqual(['cctv4', 'cctv5']);
    expect(body.data.list.filter((c) => c.url === 'cctv4')).toHaveLength(1);
  });
});

describe('the live provider states', () => {
  const setUp = async (state: string, params: object) =>
    (
      await call(app, {
        method: 'POST',
        url: PROVIDER_STATE_HOOK_PATH,
        payload: { state, params, action: 'setup' },
      })
    ).body;

  it('name channels by slug, refusing a number or an unknown slug', async () => {
    expect(await setUp('live channel {id} exists', { id: 'hunan' })).toMatchObject({ code: 0 });
    expect(await setUp('live channel {id} exists', { id: 1 })).toMatchObject({ code: 400 });
    expect(await setUp('live channel {id} exists', { id: 'nosuchchannel' })).toMatchObject({
      code: 404,
    });
  });

  it("set up a viewer's favourite channel by slug", async () => {
    const email = 'live-state@xinghe.test';
    await setUp('user {email} has favourited live channel {id}', { email, id: 'dongfang' });
    const { data } = await setUp('user {email} is logged in', { email });
    const token = (data as { token: string }).token;
    expect((await get('/user/zhibo/collect/dongfang', token)).body.data).toEqual({
      collected: true,
    });
  });
});
