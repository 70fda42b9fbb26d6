/**
 * Media signing for any path, token and device: what one side signs the other accepts, and any
 * change to the signed parts (path, token, timestamp, sign) is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_SIGN_MAX_AGE_SECONDS } from './constants';
import { signMediaUrl } from './sign';
import { verifyMediaSignature } from './verify';

const segment = fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
const path = fc
  .array(segment, { minLength: 1, maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`);
const token = fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-z0-9._-]{1,80}$/));
const uuid = fc.uuid();
const scheme = fc.constantFrom(1 as const, 2 as const);
const now = fc.integer({ min: 1_600_000_000_000, max: 2_100_000_000_000 });

describe('media signing (property)', () => {
  it('accepts what it signed, naming the token, device and path', () => {
    fc.assert(
      fc.property(path, token, uuid, scheme, now, (p, t, u, s, at) => {
        const url = signMediaUrl(p, { token: t, uuid: u, scheme: s, now: at });
        const check = verifyMediaSignature(url, { now: at });
        expect(check).toMatchObject({ ok: true, token: t, uuid: u, path: p, scheme: s });
      }),
    );
  });

  it('refuses the URL once the path, the token or the sign is changed, or it has grown stale', () => {
    fc.assert(
      fc.property(path, token, uuid, scheme, now, segment, (p, t, u, s, at, extra) => {
        const url = signMediaUrl(p, { token: t, uuid: u, scheme: s, now: at });
        const query = url.slice(url.indexOf('?'));
        const params = new URLSearchParams(query);
        const tampered = [
          `${p}/${extra}${query}`,
          url.replace(`token=${encodeURIComponent(t)}`, `token=${encodeURIComponent(`${t}x`)}`),
          url.replace(`sign=${params.get('sign')!}`, `sign=${flipFirst(params.get('sign')!)}`),
        ];
        for (const bad of tampered) expect(verifyMediaSignature(bad, { now: at }).ok).toBe(false);
        const later = at + (MEDIA_SIGN_MAX_AGE_SECONDS + 1) * 1000;
        expect(verifyMediaSignature(url, { now: later })).toEqual({ ok: false, reason: 'stale' });
      }),
    );
  });
});

function flipFirst(text: string): string {
  return (text[0] === 'a' ? 'b' : 'a') + text.slice(1);
}
