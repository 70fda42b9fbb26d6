/** Images: fetched by the browser's <img>, not the JSON client, so a plain GET is the consumer. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SERIES_ID } from './examples';
import { pact } from './support';

describe('GET /api/images/{kind}/{name}', () => {
  it('serves a poster as SVG', () =>
    pact
      .addInteraction()
      .given('vod {id} exists', { id: SERIES_ID })
      .uponReceiving('a request for the poster of a title')
      .withRequest('GET', `/api/images/poster/${SERIES_ID}.svg`)
      .willRespondWith(200, (b) =>
        b.headers({
          'content-type': MatchersV3.regex(/^image\/svg\+xml.*/, 'image/svg+xml; charset=utf-8'),
        }),
      )
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}/api/images/poster/${SERIES_ID}.svg`);
        // The artwork itself is free-form; the contract is that it is served as SVG.
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      }));
});
