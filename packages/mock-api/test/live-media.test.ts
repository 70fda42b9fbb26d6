import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaUrl, verifyMediaSignature } from '@xinghe/contracts/signing';
import { livePlaylistPath, sportsChannelIds } from '../src/live';
import { buildTestApi } from './helpers';
import {
  APP_START_TIMEOUT,
  loginAs,
  mediaTokenFor,
  MEMBER_TEST_EMAIL,
  titleWhere,
  VIP_TEST_EMAIL,
} from './vod-helpers';

let app: FastifyInstance;
let member: string;
let vip: string;
/** The mock's clock for the window, moved by the tests (signatures keep the real time). */
let now = Date.now();

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true, now: () => now });
  const vid = titleWhere(app, 'id % 2 = 1').id;
  [member, vip] = await Promise.all([
    loginAs(app, MEMBER_TEST_EMAIL).then((s) => mediaTokenFor(app, s, vid)),
    loginAs(app, VIP_TEST_EMAIL).then((s) => mediaTokenFor(app, s, vid)),
  ]);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const FREE = 'cctv1';
const VIP_CHANNEL = sportsChannelIds()[0]!;

const get = (path: string, token: string | null) =>
  app.inject({ method: 'GET', url: signMediaUrl(path, { token }) });

const urisOf = (text: string) =>
  text.split('\n').flatMap((line) => {
    if (line.startsWith('#EXT-X-MAP:')) return [/URI="([^"]+)"/.exec(line)?.[1] ?? ''];
    return line && !line.startsWith('#') ? [line] : [];
  });

const tag = (text: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(text)?.[1]);

describe('GET /api/media/live/{line}/{id}/index.m3u8', () => {
  it('serves a never-ending window whose media sequence advances with the clock', async () => {
    const first = await get(livePlaylistPath(FREE), null);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(first.body).not.toContain('ENDLIST');
    expect(first.body).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:');
    now += 4_000;
    const later = await get(livePlaylistPath(FREE), null);
    // 4 s of segments of about 2 s: two, or three when a short last segment of the clip is among
    // them (where the window stands in the clip depends on the channel's phase).
    const advanced =
      tag(later.body, 'EXT-X-MEDIA-SEQUENCE') - tag(first.body, 'EXT-X-MEDIA-SEQUENCE');
    expect(advanced).toBeGreaterThanOrEqual(2);
    expect(advanced).toBeLessThanOrEqual(3);
  });

  it('counts sequences from when the mock went on air, not from 1970', async () => {
    // hls.js keeps an array indexed by the discontinuity sequence: a loop count since 1970
    // (over 100 million) made every playlist refresh walk it for seconds and froze the page.
    const { body } = await get(livePlaylistPath(FREE), null);
    expect(tag(body, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBeLessThan(10_000);
    expect(tag(body, 'EXT-X-MEDIA-SEQUENCE')).toBeLessThan(100_000);
  });

  it('signs every URI for the same token, and the segments they name are served', async () => {
    const { body } = await get(livePlaylistPath(FREE, 'line2'), member);
    const uris = urisOf(body);
    expect(uris.length).toBeGreaterThanOrEqual(7);
    for (const uri of uris) {
      expect(verifyMediaSignature(uri)).toMatchObject({ ok: true, token: member });
    }
    const segment = await app.inject({ method: 'GET', url: uris.at(-1)! });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    const init = await app.inject({ method: 'GET', url: uris[0]! });
    expect(init.headers['content-type']).toBe('video/mp4');
  });

  it('refuses an unsigned request and a VIP channel to a visitor or a member (403)', async () => {
    const unsigned = await app.inject({ method: 'GET', url: livePlaylistPath(FREE) });
    expect(unsigned.statusCode).toBe(403);
    expect((await get(livePlaylistPath(VIP_CHANNEL), null)).statusCode).toBe(403);
    const refused = await get(livePlaylistPath(VIP_CHANNEL), member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: '开通VIP即可观看该频道' });
    expect((await get(livePlaylistPath(VIP_CHANNEL), vip)).statusCode).toBe(200);
  });

  it('breaks line1 of the 3rd, 9th... channel (playlist) and the 6th... (segments) only', async () => {
    expect((await get(livePlaylistPath('cctv3', 'line1'), null)).statusCode).toBe(404);
    expect((await get(livePlaylistPath('cctv3', 'line2'), null)).statusCode).toBe(200);
    expect((await get(livePlaylistPath('cctv4', 'line1'), null)).statusCode).toBe(200);
    const six = await get(livePlaylistPath('cctv5plus', 'line1'), null);
    expect(six.statusCode).toBe(200);
    const uris = urisOf(six.body);
    expect((await app.inject({ method: 'GET', url: uris[0]! })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: uris[1]! })).statusCode).toBe(404);
  });

  it('answers an unknown channel or line with 404', async () => {
    expect((await get(livePlaylistPath('nosuchchannel'), null)).statusCode).toBe(404);
    expect((await get(livePlaylistPath(FREE, 'line9'), null)).statusCode).toBe(404);
  });
});
