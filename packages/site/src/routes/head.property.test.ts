/**
 * The canonical URL for any location a request line can carry: always on our origin, never with a
 * query or fragment, the third-party player path mapped to the official one
 * (docs/design.md "Site").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './head';

const ORIGIN = 'https://www.xinghe.example';

const piece = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'vod',
    'play-thrid',
    'play-official',
    '..',
    '.',
    '',
    'evil.example',
    '%2e%2e',
    '@evil',
    // URL reads a backslash as a slash and drops tabs: both could start another host.
    '\\',
    '\t',
    '\\evil.example',
  ),
);
const location = fc
  .tuple(
    fc.array(piece, { maxLength: 5 }),
    fc.string({ maxLength: 10 }),
    fc.string({ maxLength: 6 }),
  )
  .map(([parts, query, hash]) => `/${parts.join('/')}?${query}#${hash}`);

describe('canonical URL (property)', () => {
  it('stays on our origin and drops the query and fragment, whatever the location', () => {
    fc.assert(
      fc.property(location, (at) => {
        const canonical = new URL(canonicalUrl(ORIGIN, at));
        expect(canonical.origin).toBe(ORIGIN);
        expect(canonical.search).toBe('');
        expect(canonical.hash).toBe('');
      }),
    );
  });

  it('names the official player for a third-party player path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.integer({ min: 1, max: 999 }), (id, ep) => {
        expect(canonicalUrl(ORIGIN, `/vod/play-thrid/${id}/${ep}?from=x`)).toBe(
          `${ORIGIN}/vod/play-official/${id}/${ep}`,
        );
      }),
    );
  });
});
