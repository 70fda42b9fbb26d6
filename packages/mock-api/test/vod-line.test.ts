import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayInfo } from '@xinghe/contracts';
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

const URL = '/web/v2/dianbo/video/line';
let app: FastifyInstance;
let member: string;
let vip: string;
let seriesId: string;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
  [member, vip] = await Promise.all([
    loginAs(app, MEMBER_TEST_EMAIL),
    loginAs(app, VIP_TEST_EMAIL),
  ]);
  seriesId = titleWhere(app, "type = 'drama' AND remark LIKE '全%'").id;
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const line = (payload: object, token?: string) =>
  call<PlayInfo>(app, {
    method: 'POST',
    url: URL,
    payload,
    headers: token ? { token } : {},
  });

const VIP_REQUIRED = { code: 402, msg: '开通VIP即可观看蓝光画质', data: null };

describe('POST /web/v2/dianbo/video/line for a visitor', () => {
  it('gives the official line in 标清 by default, listing every line, with no download', async () => {
    const { body } = await line({ id: seriesId, ep: 2 });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      id: seriesId,
      ep: 2,
      line: 'official',
      quality: '360p',
      playlist: `/api/media/vod/official/${seriesId}/2/360p/index.m3u8`,
    });
    expect(body.data.download).toBeUndefined();
    expect(body.data.lines.map((l) => [l.key, l.name, l.official, l.vip])).toEqual([
      ['official', '官方线路', true, false],
      ['bluray', '蓝光线路', true, true],
      ['third1', '线路二', false, false],
      ['third2', '线路三', false, false],
    ]);
    expect(body.data.lines[0]?.qualities).toEqual([
      { key: '720p', label: '蓝光', level: 'bluray', vip: true },
      { key: '360p', label: '标清', level: 'sd', vip: false },
    ]);
  });

  it('opens a third-party line', async () => {
    const { body } = await line({ id: seriesId, ep: 1, line: 'third1' });
    expect(body.data).toMatchObject({ line: 'third1', quality: '360p' });
    expect(body.data.playlist).toBe(`/api/media/vod/third1/${seriesId}/1/360p/index.m3u8`);
  });

  it('refuses the VIP line and the VIP quality with 402', async () => {
    expect((await line({ id: seriesId, ep: 1, line: 'bluray' })).body).toEqual(VIP_REQUIRED);
    expect((await line({ id: seriesId, ep: 1, quality: '720p' })).body).toEqual(VIP_REQUIRED);
  });

  it('treats a forged token as no token', async () => {
    const { body } = await line({ id: seriesId, ep: 1, line: 'bluray' }, 'a.b.c');
    expect(body).toEqual(VIP_REQUIRED);
  });
});

describe('POST /web/v2/dianbo/video/line for a member (not VIP)', () => {
  it('gives 标清 on the official line and refuses 蓝光 with 402', async () => {
    const ok = await line({ id: seriesId, ep: 1 }, member);
    expect(ok.body.data).toMatchObject({ line: 'official', quality: '360p' });
    expect(ok.body.data.download).toBeUndefined();
    expect((await line({ id: seriesId, ep: 1, line: 'bluray' }, member)).body).toEqual(
      VIP_REQUIRED,
    );
    expect((await line({ id: seriesId, ep: 1, quality: '720p' }, member)).body).toEqual(
      VIP_REQUIRED,
    );
  });
});

describe('POST /web/v2/dianbo/video/line for a VIP', () => {
  it('gives 蓝光 by default and the download path', async () => {
    const { body } = await line({ id: seriesId, ep: 3 }, vip);
    expect(body.data).toMatchObject({
      line: 'official',
      quality: '720p',
      playlist: `/api/media/vod/official/${seriesId}/3/720p/index.m3u8`,
      download: `/api/media/download/${seriesId}/3.mp4`,
    });
  });

  it('opens the 蓝光 line, and 标清 when asked', async () => {
    const bluray = await line({ id: seriesId, ep: 1, line: 'bluray' }, vip);
    expect(bluray.body.data).toMatchObject({ line: 'bluray', quality: '720p' });
    const sd = await line({ id: seriesId, ep: 1, quality: '360p' }, vip);
    expect(sd.body.data).toMatchObject({ line: 'official', quality: '360p' });
  });
});

describe('POST /web/v2/dianbo/video/line refusals', () => {
  it.each([
    [{ id: 'NoSuchId12', ep: 1 }, 404, '影片不存在'],
    [{ id: ONE, ep: 9999 }, 404, '剧集不存在'],
    [{ id: ONE, ep: 1, line: 'nosuch' }, 400, '线路不存在'],
    [{ id: ONE, ep: 1, line: 'third1', quality: '720p' }, 400, '该线路没有此清晰度'],
    [{ id: ONE, ep: 1, quality: '1080p' }, 400, '该线路没有此清晰度'],
    [{ id: ONE, ep: 0 }, 400, '参数错误：ep'],
    [{ id: ONE, ep: 1, line: '../../x' }, 400, '参数错误：line'],
    [{ ep: 1 }, 400, '参数错误：id'],
    [{ id: 'a b', ep: 1 }, 400, '参数错误：id'],
  ])('%j -> %i %s', async (payload, code, msg) => {
    const { status, body } = await line(payload, vip);
    expect(status).toBe(200);
    expect(body).toEqual({ code, msg, data: null });
  });
});
