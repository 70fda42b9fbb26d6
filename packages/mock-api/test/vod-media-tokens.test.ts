/**
 * The `token=` of a signed media URL is a media token (derived from the session,
 * media only, 30 minutes, ended by logout), never the session token, since URLs leak.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaUrl } from '@xinghe/contracts/signing';
import { MEDIA_TOKEN_TTL_SECONDS } from '../src/auth/media-tokens';
import { buildTestApi, call } from './helpers';
import {
  APP_START_TIMEOUT,
  dramaWithBreakage,
  loginAs,
  MEMBER_TEST_EMAIL,
  playLine,
  VIP_TEST_EMAIL,
} from './vod-helpers';

let app: FastifyInstance;
/** A title every line of which works. */
let vid: string;

beforeAll(async () => {
  app = await buildTestApi({ devRoutes: true });
  vid = dramaWithBreakage(app, null).id;
}, APP_START_TIMEOUT);
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const asHeader = (token: string, url: string) => call(app, { url, headers: { token } });

/** The URIs of a served playlist (init and media segments). */
const urisOf = (text: string) =>
  text.split('\n').flatMap((line) => {
    if (line.startsWith('#EXT-X-MAP:')) return [/URI="([^"]+)"/.exec(line)?.[1] ?? ''];
    return line && !line.startsWith('#') ? [line] : [];
  });

const tokenParam = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? '';

/** A fresh session, and the playlist its play-line reply gives, signed and served. */
async function watch(email: string, line = 'official', quality = '360p') {
  const session = await loginAs(app, email);
  const info = await playLine(app, session, { id: vid, ep: 1, line, quality });
  const playlistUrl = signMediaUrl(info.playlist, { token: info.mediaToken });
  const response = await get(playlistUrl);
  expect(response.statusCode).toBe(200);
  return { session, info, playlistUrl, segments: urisOf(response.body) };
}

describe('media tokens in signed media URLs', () => {
  it("a segment URL's token is not the session token and does not work as the token header", async () => {
    const { session, info, segments } = await watch(MEMBER_TEST_EMAIL);
    const leaked = tokenParam(segments[1]!);
    // The URL is bound to this viewer, but by a token of its own.
    expect(leaked).not.toBe('');
    expect(leaked).toBe(info.mediaToken);
    expect(leaked).not.toBe(session);
    expect((await asHeader(leaked, '/user/detail')).body).toEqual({
      code: 401,
      msg: '请先登录',
      data: null,
    });
    expect((await asHeader(session, '/user/detail')).body.code).toBe(0);
    expect((await get(segments[1]!)).statusCode).toBe(200);
  });

  it('refuses a session token in a media URL, on free and 蓝光 media alike', async () => {
    const member = await loginAs(app, MEMBER_TEST_EMAIL);
    const vip = await loginAs(app, VIP_TEST_EMAIL);
    const free = `/api/media/vod/official/${vid}/1/360p/index.m3u8`;
    const bluray = `/api/media/vod/bluray/${vid}/1/720p/index.m3u8`;
    for (const [path, session] of [
      [free, member],
      [bluray, vip],
    ] as const) {
      const refused = await get(signMediaUrl(path, { token: session }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '链接无效或已过期', data: null });
    }
  });

  it('refuses the media URLs of a session once it is logged out', async () => {
    const { session, info, playlistUrl, segments } = await watch(VIP_TEST_EMAIL, 'bluray', '720p');
    expect((await get(segments[1]!)).statusCode).toBe(200);
    expect((await asHeader(session, '/user/logout')).body.code).toBe(0);
    expect((await get(segments[1]!)).statusCode).toBe(403);
    expect((await get(playlistUrl)).statusCode).toBe(403);
    // Signed afresh with the same media token: still refused.
    const free = info.playlist.replace('/bluray/', '/official/').replace('/720p/', '/360p/');
    expect((await get(signMediaUrl(free, { token: info.mediaToken }))).statusCode).toBe(403);
  });

  it('refuses a media token past its 30 minutes, not one just before', async () => {
    const user = app.db.prepare('SELECT id FROM users WHERE email = ?').get(MEMBER_TEST_EMAIL) as {
      id: number;
    };
    const path = `/api/media/vod/official/${vid}/1/360p/index.m3u8`;
    const mediaTokenFrom = async (msAgo: number) => {
      const then = Date.now() - msAgo;
      const session = await app.sessions.issue(user.id, then);
      return (await app.sessions.mediaToken(session.token, then))!.token;
    };
    const lifetime = MEDIA_TOKEN_TTL_SECONDS * 1000;
    const fresh = await mediaTokenFrom(lifetime - 60_000);
    expect((await get(signMediaUrl(path, { token: fresh }))).statusCode).toBe(200);
    const expired = await mediaTokenFrom(lifetime + 60_000);
    const refused = await get(signMediaUrl(path, { token: expired }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, msg: '链接无效或已过期', data: null });
  });

  it('gives a visitor no media token: free media signed with an empty token', async () => {
    const info = await playLine(app, null, { id: vid, ep: 1 });
    expect(info.mediaToken).toBe('');
    expect((await get(signMediaUrl(info.playlist, { token: info.mediaToken }))).statusCode).toBe(
      200,
    );
  });
});
