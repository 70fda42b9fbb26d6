/**
 * GET /user/source/relay/{id} against the loopback source fixture: playlists rewritten to signed
 * relay addresses, segments passed on, and every refusal with its HTTP status and an envelope.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../src/media/clips';
import { createSourceStore } from '../src/sources/store';
import { newAccount } from './payment-helpers';
import { RELAY_PREFIX, playCalls, playSetup, type PlaySetup } from './source-play-helpers';
import { APP_START_TIMEOUT } from './vod-helpers';

let setup: PlaySetup;
let hls: number;

beforeAll(async () => {
  setup = await playSetup();
  hls = setup.source(setup.fixture.hlsUrl, 'hls', '海边日落');
}, APP_START_TIMEOUT);
afterAll(() => setup.close());

const get = (url: string) => setup.app.inject({ method: 'GET', url });
const relayLines = (text: string) =>
  text.split('\n').filter((line) => line.startsWith(RELAY_PREFIX));
const refusal = (code: number, msg: string) => ({ code, msg, data: null });
const BAD = '播放地址无效或已过期';

describe('GET /user/source/relay/{id}', () => {
  it('serves the playlist a title gave, every URI a signed relay address', async () => {
    const { body } = await playCalls(setup.app).title(setup.viewer.token, hls, '0');
    const media = body.data.lines[0]!.episodes[0]!.media;
    expect(media.relayed).toBe(true);
    const reply = await get(media.url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const text = reply.body;
    expect(text.startsWith('#EXTM3U')).toBe(true);
    // The init segment (EXT-X-MAP URI) and every segment line are relayed; nothing else is named.
    expect(text).toMatch(new RegExp(`#EXT-X-MAP:URI="${RELAY_PREFIX}${hls}\\?`));
    const segments = relayLines(text);
    expect(segments.length).toBeGreaterThan(1);
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(segments);

    const segment = await get(segments[0]!);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect(segment.rawPayload.equals(readFileSync(join(MEDIA_DIR, 'c2/360p/seg_000.m4s')))).toBe(
      true,
    );
  });

  it('drops the URIs of a playlist that point at another host', async () => {
    const { open, closed } = setup.fixture.origins;
    const reply = await get(setup.relayUrl(hls, `${closed}/mixed.m3u8`));
    const addresses = relayLines(reply.body).map((line) =>
      new URL(line, 'http://x').searchParams.get('u'),
    );
    expect(addresses).toEqual([`${closed}/media/c1/seg_000.m4s`]);
    expect(reply.body).toContain(`URI="${RELAY_PREFIX}`);
    expect(reply.body).not.toContain(open);
    expect(reply.body).not.toContain('seg_001');
  });

  it('refuses a wrong signature, an expired one, and one made for another viewer', async () => {
    const url = setup.relayUrl(hls, setup.fixture.hlsUrl);
    const wrong = url.replace(/s=([A-Za-z0-9_-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    for (const forged of [
      wrong,
      url.replace(/u=[^&]+/, `u=${encodeURIComponent(`${setup.fixture.origins.closed}/big.bin`)}`),
      url.replace(/v=\d+/, `v=${setup.viewer.id + 1}`),
    ]) {
      const reply = await get(forged);
      expect(reply.statusCode, forged).toBe(403);
      expect(reply.json()).toEqual(refusal(403, BAD));
    }
    setup.clock.advance(6 * 3600 + 1);
    expect((await get(url)).statusCode).toBe(403);
  });

  it('refuses a viewer who can no longer play the source', async () => {
    const sharer = await newAccount(setup.app, 'sharer');
    const shared = setup.source(setup.fixture.hlsUrl, 'hls', '分享源', sharer.id);
    const store = createSourceStore(setup.app.db);
    store.add(setup.viewer.id, shared, 1);
    const url = setup.relayUrl(shared, setup.fixture.hlsUrl);
    expect((await get(url)).statusCode).toBe(200);
    store.removeAdded(setup.viewer.id, shared);
    const reply = await get(url);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(refusal(403, BAD));
  });

  it('refuses what is neither a playlist within 1 MB nor a segment within 16 MB', async () => {
    const { closed } = setup.fixture.origins;
    for (const [path, msg] of [
      ['/huge.m3u8', '播放列表超过 1 MB'],
      ['/big.bin', '视频分片超过 16 MB'],
      ['/page.html', '不是 HLS 播放列表或视频分片'],
    ] as const) {
      const reply = await get(setup.relayUrl(hls, `${closed}${path}`));
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json(), path).toEqual(refusal(403, msg));
    }
  });

  it('passes a segment labelled as something else on as bytes, never as that type', async () => {
    const reply = await get(setup.relayUrl(hls, `${setup.fixture.origins.closed}/disguised.png`));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a failing source as a 404 with an envelope', async () => {
    const reply = await get(setup.relayUrl(hls, `${setup.fixture.origins.closed}/gone.m3u8`));
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(refusal(404, '片源返回 HTTP 404'));
  });

  it('refuses a malformed query before anything else', async () => {
    const reply = await get(`${RELAY_PREFIX}${hls}?u=x&v=1&e=1&s=short`);
    expect(reply.statusCode).toBe(400);
  });
});
