/**
 * Live media (our addition): fetched by hls.js, so plain GETs are the consumer. As for the VOD
 * media, the signature parameters come from a provider state in the provider run.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signMediaUrl } from '../../src/signing';
import { pact } from './support';

const PLAYLIST = '/api/media/live/line2/cctv1/index.m3u8';
const SEGMENT = '/api/media/live/line2/cctv1/init.mp4';
const VIP_PLAYLIST = '/api/media/live/line2/wuxingtiyu/index.m3u8';

/** A visitor's signed query (empty token), each value injected from the provider state. */
function signedQuery(path: string) {
  const signed = signMediaUrl(path, {
    token: '',
    now: Date.UTC(2026, 5, 1),
    rand: 'Ab3dE6gH9k',
    uuid: '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d',
  });
  const example = Object.fromEntries(new URL(signed, 'http://example.invalid').searchParams);
  const injected = (name: string) => MatchersV3.fromProviderState(`\${${name}}`, example[name]!);
  return {
    query: {
      timestamp: injected('timestamp'),
      rand: injected('rand'),
      uuid: injected('uuid'),
      from: 'web',
      sign: injected('sign'),
      token: '',
    },
    url: `${path}?${new URLSearchParams(example).toString()}`,
  };
}

describe('GET /api/media/live/{line}/{id}/index.m3u8', () => {
  it('serves a free channel to a signed visitor URL as a live playlist', () => {
    const { query, url } = signedQuery(PLAYLIST);
    return pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .given('media path {path} is signed for a visitor', { path: PLAYLIST })
      .uponReceiving('a signed request for the live playlist of a free channel')
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
        expect((await fetch(`${server.url}${url}`)).status).toBe(200);
      });
  });

  it('refuses a VIP channel to a visitor with HTTP 403', () => {
    const { query, url } = signedQuery(VIP_PLAYLIST);
    return pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'wuxingtiyu' })
      .given('media path {path} is signed for a visitor', { path: VIP_PLAYLIST })
      .uponReceiving('a signed visitor request for the live playlist of a VIP channel')
      .withRequest('GET', VIP_PLAYLIST, (b) => b.query(query))
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: 403, msg: MatchersV3.like('开通VIP即可观看该频道'), data: null }),
      )
      .executeTest(async (server) => {
        expect((await fetch(`${server.url}${url}`)).status).toBe(403);
      });
  });
});

describe('GET /api/media/live/{line}/{id}/{file}', () => {
  it('serves the init segment of a free channel as video/mp4', () => {
    const { query, url } = signedQuery(SEGMENT);
    return pact
      .addInteraction()
      .given('live channel {id} exists', { id: 'cctv1' })
      .given('media path {path} is signed for a visitor', { path: SEGMENT })
      .uponReceiving('a signed request for the init segment of a live channel')
      .withRequest('GET', SEGMENT, (b) => b.query(query))
      .willRespondWith(200, (b) =>
        b.headers({ 'content-type': MatchersV3.regex(/^video\/mp4.*/, 'video/mp4') }),
      )
      .executeTest(async (server) => {
        expect((await fetch(`${server.url}${url}`)).status).toBe(200);
      });
  });
});
