import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionInfo } from '@xinghe/contracts';
import { signMediaUrl, verifyMediaSignature } from '@xinghe/contracts/signing';
import { MEDIA_DIR } from '../src/media/clips';
import { decodeTimes, trackTimescales } from '../src/media/fmp4';
import { episodeTimeline, loadLibrary } from '../src/media/timeline';
import { createVodQueries } from '../src/queries/vod';
import { readFileSync } from 'node:fs';
import { buildTestApi } from './helpers';
import {
  APP_START_TIMEOUT,
  loginAs,
  mediaTokenFor,
  MEMBER_TEST_EMAIL,
  dramaWithBreakage,
  playLine,
  VIP_TEST_EMAIL,
} from './vod-helpers';

let app: FastifyInstance;
/** Media tokens (what signed URLs carry) of a member's and a VIP's session. */
let member: string;
let vip: string;
let vipSession: string;
/** A title every line of which works. */
let vid: string;
const library = loadLibrary();
/** The timeline of an episode of the app's title `id`, as the mock serves it. */
const timelineOf = (id: string, ep: number) =>
  episodeTimeline(library, createVodQueries(app.db).title(id)!, ep);

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
  ({ id: vid } = dramaWithBreakage(app, null));
  const memberSession = await loginAs(app, MEMBER_TEST_EMAIL);
  vipSession = await loginAs(app, VIP_TEST_EMAIL);
  [member, vip] = await Promise.all([
    mediaTokenFor(app, memberSession, vid),
    mediaTokenFor(app, vipSession, vid),
  ]);
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const playlist = (line: string, quality: string, id = vid, ep = 1) =>
  `/api/media/vod/${line}/${id}/${ep}/${quality}/index.m3u8`;

const get = (url: string) => app.inject({ method: 'GET', url });

/** The URIs of a served playlist: the init segment's, then each media segment's. */
function urisOf(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    if (line.startsWith('#EXT-X-MAP:')) return [/URI="([^"]+)"/.exec(line)?.[1] ?? ''];
    return line && !line.startsWith('#') ? [line] : [];
  });
}

describe('GET /api/media/vod/.../index.m3u8', () => {
  it.each([1, 2] as const)(
    'serves a playlist signed with scheme %i, every URI re-signed for the same token',
    async (scheme) => {
      const response = await get(
        signMediaUrl(playlist('official', '360p'), { token: member, scheme }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(response.headers['cache-control']).toBe('no-store');
      const text = response.body;
      expect(text.startsWith('#EXTM3U')).toBe(true);
      expect(text).toContain('#EXT-X-ENDLIST');
      const uris = urisOf(text);
      // The whole episode, as long as the detail reply says, in 2-second segments or shorter.
      const detail = await get(`/web/v2/dianbo/collection/${vid}`);
      const duration = detail.json<{ data: CollectionInfo }>().data.videosGroup[0]!.videos[0]!
        .duration!;
      const listed = [...text.matchAll(/#EXTINF:([\d.]+),/g)].reduce((s, m) => s + Number(m[1]), 0);
      expect(Math.abs(listed - duration)).toBeLessThan(2);
      expect(uris.length).toBeGreaterThan(1 + duration / 2);
      const folder = `/api/media/vod/official/${vid}/1/360p/`;
      expect(uris[0]).toMatch(new RegExp(`^${folder}[a-z0-9]+-init\\.mp4\\?`));
      expect(uris[1]).toMatch(new RegExp(`^${folder}[a-z0-9]+-seg_\\d{3}\\.m4s\\?`));
      for (const uri of uris) {
        const check = verifyMediaSignature(uri);
        expect(check).toMatchObject({ ok: true, scheme, token: member });
      }
    },
  );

  it('serves a visitor (empty token) the free line', async () => {
    const response = await get(signMediaUrl(playlist('third1', '360p'), { token: null }));
    expect(response.statusCode).toBe(200);
    expect(urisOf(response.body).every((uri) => uri.endsWith('&token='))).toBe(true);
  });

  it.each([
    ['no signature at all', (url: string) => url.split('?')[0]!],
    [
      'a tampered sign',
      (url: string) =>
        url.replace(/sign=([0-9a-f])/, (_, c: string) => `sign=${c === 'a' ? 'b' : 'a'}`),
    ],
    ['another path', (url: string) => url.replace('/360p/', '/720p/')],
    ['another episode', (url: string) => url.replace(`/${vid}/1/`, `/${vid}/2/`)],
    [
      'a changed timestamp',
      (url: string) => url.replace(/timestamp=(\d+)/, (_, t) => `timestamp=${Number(t) - 1}`),
    ],
    [
      'a changed rand',
      (url: string) => url.replace(/rand=(\w)/, (_, c: string) => `rand=${c === '0' ? '1' : '0'}`),
    ],
    ['a swapped token', (url: string) => url.replace(/token=[^&]*$/, `token=${vip}`)],
    ['a forged token', (url: string) => url.replace(/token=[^&]*$/, 'token=x.y.z')],
    ['from=app', (url: string) => url.replace('from=web', 'from=app')],
  ])('answers %s with HTTP 403', async (_, spoil) => {
    const response = await get(
      spoil(signMediaUrl(playlist('official', '360p'), { token: member })),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: '链接无效或已过期', data: null });
  });

  it('answers a stale signature (older than 300 s) with 403, a fresh one with 200', async () => {
    const path = playlist('official', '360p');
    const stale = signMediaUrl(path, { token: member, now: Date.now() - 301_000 });
    expect((await get(stale)).statusCode).toBe(403);
    const recent = signMediaUrl(path, { token: member, now: Date.now() - 200_000 });
    expect((await get(recent)).statusCode).toBe(200);
  });

  it('serves 蓝光 (720p, and the bluray line) to a VIP only', async () => {
    for (const url of [playlist('official', '720p'), playlist('bluray', '720p')]) {
      expect((await get(signMediaUrl(url, { token: vip }))).statusCode).toBe(200);
      const refused = await get(signMediaUrl(url, { token: member }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '开通VIP即可观看蓝光画质', data: null });
      expect((await get(signMediaUrl(url, { token: null }))).statusCode).toBe(403);
    }
  });

  it('answers a line, quality or episode that does not exist with 404', async () => {
    for (const url of [
      playlist('nosuch', '360p'),
      playlist('third1', '720p'),
      playlist('official', '1080p'),
      playlist('official', '360p', vid, 9999),
      playlist('official', '360p', 'NoSuchId12'),
    ]) {
      expect((await get(signMediaUrl(url, { token: vip }))).statusCode).toBe(404);
    }
  });
});

describe('GET /api/media/vod/.../{file}', () => {
  async function servedUris(line: string, quality: string, token: string, id = vid) {
    const response = await get(signMediaUrl(playlist(line, quality, id), { token }));
    expect(response.statusCode).toBe(200);
    return urisOf(response.body);
  }

  it('serves the init segment as video/mp4 and media segments as video/iso.segment, byte for byte', async () => {
    const [init, first] = await servedUris('official', '360p', member);
    const opening = timelineOf(vid, 1).pieces[0]!;
    const clip = opening.clip.clip;
    const initResponse = await get(init!);
    expect(initResponse.statusCode).toBe(200);
    expect(initResponse.headers['content-type']).toBe('video/mp4');
    expect(
      initResponse.rawPayload.equals(readFileSync(`${MEDIA_DIR}${clip.key}/360p/init.mp4`)),
    ).toBe(true);
    const segment = await get(first!);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect(
      segment.rawPayload.equals(
        readFileSync(
          `${MEDIA_DIR}${clip.key}/360p/seg_${String(opening.from).padStart(3, '0')}.m4s`,
        ),
      ),
    ).toBe(true);
    // An fMP4 media segment starts with a styp or moof box.
    expect(['styp', 'moof']).toContain(segment.rawPayload.subarray(4, 8).toString('latin1'));
  });

  it('refuses an unsigned or tampered segment URL with 403', async () => {
    const [, first] = await servedUris('official', '360p', member);
    expect((await get(first!.split('?')[0]!)).statusCode).toBe(403);
    expect((await get(first!.replace(/seg_(\d+)/, 'seg_999'))).statusCode).toBe(403);
    const flipped = first!.replace(
      /sign=([0-9a-f])/,
      (_, c: string) => `sign=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await get(flipped)).statusCode).toBe(403);
  });

  it('refuses a 720p segment signed for a member', async () => {
    const [, first] = await servedUris('official', '720p', vip);
    const forMember = signMediaUrl(first!, { token: member });
    expect((await get(forMember)).statusCode).toBe(403);
    expect((await get(first!)).statusCode).toBe(200);
  });

  it('answers a segment past the end of a clip, or of a clip that does not exist, with 404', async () => {
    for (const file of ['c1-seg_099.m4s', 'zz-seg_000.m4s', 'zz-init.mp4']) {
      const path = `/api/media/vod/official/${vid}/1/360p/${file}`;
      expect((await get(signMediaUrl(path, { token: member }))).statusCode, file).toBe(404);
    }
  });
});

describe('the deliberately broken line 线路三 (third2)', () => {
  it('works for half the titles', async () => {
    const { id } = dramaWithBreakage(app, null);
    const response = await get(signMediaUrl(playlist('third2', '360p', id), { token: member }));
    expect(response.statusCode).toBe(200);
    const [, first] = urisOf(response.body);
    expect((await get(first!)).statusCode).toBe(200);
  });

  it("answers its playlist with 404 for a quarter of the titles (by their id's hash)", async () => {
    const { id } = dramaWithBreakage(app, 'playlist');
    const response = await get(signMediaUrl(playlist('third2', '360p', id), { token: member }));
    expect(response.statusCode).toBe(404);
    // The other lines of the same title work.
    expect(
      (await get(signMediaUrl(playlist('third1', '360p', id), { token: member }))).statusCode,
    ).toBe(200);
  });

  it('serves the playlist and init but 404s every media segment for another quarter', async () => {
    const { id } = dramaWithBreakage(app, 'segments');
    const response = await get(signMediaUrl(playlist('third2', '360p', id), { token: member }));
    expect(response.statusCode).toBe(200);
    const [init, ...segments] = urisOf(response.body);
    expect((await get(init!)).statusCode).toBe(200);
    // A full episode has over a thousand: the first and last few stand for them.
    for (const segment of [...segments.slice(0, 5), ...segments.slice(-5)]) {
      expect((await get(segment)).statusCode).toBe(404);
    }
  });
});

function topLevelBoxes(buf: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 8 <= buf.length; at += buf.readUInt32BE(at)) {
    types.push(buf.toString('latin1', at + 4, at + 8));
  }
  return types;
}

function lastMoofOffset(buf: Buffer): number {
  let last = -1;
  for (let at = 0; at + 8 <= buf.length; at += buf.readUInt32BE(at)) {
    if (buf.toString('latin1', at + 4, at + 8) === 'moof') last = at;
  }
  return last;
}

describe('GET /api/media/download/{vid}/{file}', () => {
  it('serves a VIP the episode as an MP4 attachment named after the title', async () => {
    const { download: path, mediaToken } = await playLine(app, vipSession, { id: vid, ep: 2 });
    const response = await get(signMediaUrl(path!, { token: mediaToken }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${vid}-2\\.mp4"; filename\\*=UTF-8''.+%E7%AC%AC2`),
    );
    // One file of the whole episode: the init of its clips, then a fragment per segment of its
    // timeline, whose decode times run on to the episode's length (so it plays to the end).
    const timeline = timelineOf(vid, 2);
    const file = response.rawPayload;
    const init = readFileSync(`${MEDIA_DIR}${timeline.pieces[0]!.clip.clip.key}/360p/init.mp4`);
    expect(file.subarray(0, init.length).equals(init)).toBe(true);
    const fragments = topLevelBoxes(file.subarray(init.length));
    const segmentCount = timeline.pieces.reduce((n, p) => n + p.to - p.from, 0);
    expect(fragments.filter((t) => t === 'moof')).toHaveLength(segmentCount);
    expect(new Set(fragments)).toEqual(new Set(['moof', 'mdat']));
    const scales = trackTimescales(init);
    const last = file.subarray(init.length + lastMoofOffset(file.subarray(init.length)));
    const lastStart = Math.min(
      ...[...decodeTimes(last)].map(([track, time]) => time / scales.get(track)!),
    );
    expect(lastStart).toBeGreaterThan(timeline.duration - 3);
    expect(lastStart).toBeLessThan(timeline.duration * 1.01);
  });

  it('refuses a member, a visitor, and a bad signature with 403', async () => {
    const path = `/api/media/download/${vid}/2.mp4`;
    for (const token of [member, null]) {
      const refused = await get(signMediaUrl(path, { token }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '开通VIP即可下载资源', data: null });
    }
    expect((await get(path)).statusCode).toBe(403);
    const moved = signMediaUrl(path, { token: vip }).replace('/2.mp4', '/3.mp4');
    expect((await get(moved)).statusCode).toBe(403);
  });

  it('answers an episode that does not exist with 404', async () => {
    const path = `/api/media/download/${vid}/9999.mp4`;
    expect((await get(signMediaUrl(path, { token: vip }))).statusCode).toBe(404);
  });
});

describe('odd media requests never get a 500', () => {
  it.each([
    '/api/media/vod/official/1/1/360p/index.m3u8?sign=%E0%A4%A',
    '/api/media/vod/official/0/1/360p/index.m3u8',
    '/api/media/vod/official/a-b/1/360p/index.m3u8',
    '/api/media/vod/official/1/1/360p/..%2F..%2Fclips.json',
    '/api/media/vod/OFFICIAL/1/1/360p/index.m3u8',
    '/api/media/vod/official/1/1/360p/seg_1.m4s',
    `/api/media/vod/official/1/1/360p/index.m3u8?token=${'x'.repeat(5000)}`,
    '/api/media/vod/official/1/1/360p/index.m3u8?timestamp=1&rand=1&uuid=1&from=web&sign=1&token=',
    '/api/media/download/1/abc.mp4',
    '/api/media/download/1/1.mp4?timestamp=99999999999999999999',
  ])('%s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
