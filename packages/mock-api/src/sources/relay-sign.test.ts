import { describe, expect, it } from 'vitest';
import { createRelaySigner, RELAY_TTL_SECONDS } from './relay-sign';

const signer = createRelaySigner('a test secret of enough length');
const NOW = 1_800_000_000;
const ADDRESS = 'https://media.example/a/index.m3u8';

function queryOf(url: string) {
  const params = new URL(url, 'http://site').searchParams;
  return {
    u: params.get('u')!,
    v: Number(params.get('v')),
    e: Number(params.get('e')),
    s: params.get('s')!,
  };
}

describe('createRelaySigner', () => {
  it('signs an address for a source and a viewer for 6 hours', () => {
    const url = signer.url(7, 42, ADDRESS, NOW);
    expect(url.startsWith('/user/source/relay/7?')).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ u: ADDRESS, v: 42, e: NOW + RELAY_TTL_SECONDS });
    expect(query.s).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(7, query, NOW + RELAY_TTL_SECONDS - 1)).toBe(true);
    expect(signer.verify(7, query, NOW + RELAY_TTL_SECONDS)).toBe(false);
  });

  it('refuses any change of source, viewer, address or expiry, and another secret', () => {
    const query = queryOf(signer.url(7, 42, ADDRESS, NOW));
    expect(signer.verify(8, query, NOW)).toBe(false);
    expect(signer.verify(7, { ...query, v: 43 }, NOW)).toBe(false);
    expect(signer.verify(7, { ...query, u: `${ADDRESS}?x` }, NOW)).toBe(false);
    expect(signer.verify(7, { ...query, e: query.e + 1 }, NOW)).toBe(false);
    expect(createRelaySigner('another secret, also long').verify(7, query, NOW)).toBe(false);
  });
});
