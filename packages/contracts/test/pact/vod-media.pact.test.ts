/**
 * Signed media: fetched by hls.js and the browser, not the JSON client, so plain GETs
 * are the consumer. URLs are signed with signMediaUrl; in the provider run the signature
 * parameters come from a provider state (`media path {path} is signed for ...`), since a
 * signature is only valid for a few minutes and only for the token it was made for; for a user
 * that token is a media token (as the play-line reply gives), never the session token.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signMediaUrl } from '../../src/signing';
import { EXAMPLE_MEDIA_TOKEN, VIP_EMAIL } from './session';
import { FILM_ID } from './examples';
import { pact } from './support';

const PLAYLIST = `/api/media/vod/official/${FILM_ID}/1/360p/index.m3u8`;
const SEGMENT = `/api/media/vod/official/${FILM_ID}/1/360p/c1-seg_000.m4s`;
const DOWNLOAD = `/api/media/download/${FILM_ID}/1.mp4`;

/** A real signature for the consumer run, with fixed randoms so the pact file is stable. */
function exampleSignature(path: string, token: string) {
  const signed = signMediaUrl(path, {
    token,
    now: Date.UTC(2026, 5, 1),
    rand: 'Ab3dE6gH9k',
    uuid: '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d',
  });
  return Object.fromEntries(new URL(signed, 'http://example.invalid').searchParams);
}

/** The query of a signed URL, each value injected from the provider state's reply. */
function signedQuery(path: string, token: string, tokenFromState: boolean) {
  const example = exampleSignature(path, token);
  const injected = (name: string) => MatchersV3.fromProviderState(`\${${name}}`, example[name]!);
  return {
    query: {
      timestamp: injected('timestamp'),
      rand: injected('rand'),
      uuid: injected('uuid'),
      from: 'web',
      sign: injected('sign'),
      token: tokenFromState
        ? MatchersV3.fromProviderState('${mediaToken}', example['token']!)
        : token,
    },
    url: `${path}?${new URLSearchParams(example).toString()}`,
  };
}

const refusal = (msg: string) => ({ code: 403, msg: MatchersV3.like(msg), data: null });

describe('GET /api/media/vod/{line}/{vid}/{ep}/{quality}/index.m3u8', () => {
  it('serves a signed playlist as application/vnd.apple.mpegurl', () => {
    const { query, url } = signedQuery(PLAYLIST, '', false);
    return pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .given('media path {path} is signed for a visitor', { path: PLAYLIST })
      .uponReceiving('a signed request for the free playlist of an episode')
      .withRequest('GET', PLAYLIST, (b) => b.query(query))
      .willRespondWith(200, (b) =>
        b.headers({
          'content-type': MatchersV3.regex(
            /^application\/vnd\.apple\.mpegurl.*/,
            'application/vnd.apple.mpegurl',
          ),
        }),
      )
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
      });
  });

  it('refuses a playlist request without a signature with HTTP 403', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('an unsigned request for a playlist')
      .withRequest('GET', PLAYLIST)
      .willRespondWith(403, (b) => b.jsonBody(refusal('链接无效或已过期')))
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}${PLAYLIST}`);
        expect(response.status).toBe(403);
      }));
});

describe('GET /api/media/vod/{line}/{vid}/{ep}/{quality}/{file}', () => {
  it('serves a signed media segment as video/iso.segment', () => {
    const { query, url } = signedQuery(SEGMENT, '', false);
    return pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .given('media path {path} is signed for a visitor', { path: SEGMENT })
      .uponReceiving('a signed request for a media segment')
      .withRequest('GET', SEGMENT, (b) => b.query(query))
      .willRespondWith(200, (b) =>
        b.headers({
          'content-type': MatchersV3.regex(/^video\/iso\.segment.*/, 'video/iso.segment'),
        }),
      )
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}${url}`);
        expect(response.headers.get('content-type')).toMatch(/^video\/iso\.segment/);
      });
  });

  it('refuses a tampered segment URL with HTTP 403', () => {
    const { url } = signedQuery(SEGMENT, '', false);
    const tampered = url.replace('seg_000', 'seg_001');
    const query = Object.fromEntries(new URL(tampered, 'http://x').searchParams);
    return pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .uponReceiving('a segment request whose signature was made for another segment')
      .withRequest('GET', `/api/media/vod/official/${FILM_ID}/1/360p/c1-seg_001.m4s`, (b) =>
        b.query(query),
      )
      .willRespondWith(403, (b) => b.jsonBody(refusal('链接无效或已过期')))
      .executeTest(async (server) => {
        expect((await fetch(`${server.url}${tampered}`)).status).toBe(403);
      });
  });
});

describe('GET /api/media/download/{vid}/{file}', () => {
  it('serves a VIP the MP4 of an episode', () => {
    const { query, url } = signedQuery(DOWNLOAD, EXAMPLE_MEDIA_TOKEN, true);
    return pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .given('user {email} is logged in as VIP', { email: VIP_EMAIL })
      .given('media path {path} is signed for user {email}', { path: DOWNLOAD, email: VIP_EMAIL })
      .uponReceiving('a signed download request of a VIP')
      .withRequest('GET', DOWNLOAD, (b) => b.query(query))
      .willRespondWith(200, (b) =>
        b.headers({
          'content-type': MatchersV3.regex(/^video\/mp4.*/, 'video/mp4'),
          'content-disposition': MatchersV3.regex(
            /^attachment.*/,
            `attachment; filename="${FILM_ID}-1.mp4"`,
          ),
        }),
      )
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}${url}`);
        expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
      });
  });

  it('refuses a visitor with HTTP 403', () => {
    const { query, url } = signedQuery(DOWNLOAD, '', false);
    return pact
      .addInteraction()
      .given('vod {id} exists', { id: FILM_ID })
      .given('media path {path} is signed for a visitor', { path: DOWNLOAD })
      .uponReceiving('a signed download request of a visitor')
      .withRequest('GET', DOWNLOAD, (b) => b.query(query))
      .willRespondWith(403, (b) => b.jsonBody(refusal('开通VIP即可下载资源')))
      .executeTest(async (server) => {
        expect((await fetch(`${server.url}${url}`)).status).toBe(403);
      });
  });
});
