import { describe, expect, it } from 'vitest';
import {
  MEDIA_SIGN_MAX_AGE_SECONDS,
  randomId,
  randomUuid,
  signMediaUrl,
  signScheme1,
  signScheme2,
  verifyMediaSignature,
  type MediaSignScheme,
} from './index';

const PATH = '/api/media/vod/official/12/3/360p/index.m3u8';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl';
const NOW = Date.UTC(2026, 5, 1, 12) as number;
const UUID = '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d';

const fixed = { token: TOKEN, now: NOW, rand: 'Ab3dE6gH9k', uuid: UUID };

function replaceParam(url: string, name: string, value: string | null): string {
  const [path, query = ''] = url.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return `${path}?${params.toString()}`;
}

describe.each([1, 2] as const)('scheme %i', (scheme: MediaSignScheme) => {
  const sign = (url = PATH, overrides: Partial<typeof fixed> = {}) =>
    signMediaUrl(url, { ...fixed, ...overrides, scheme });

  it('appends timestamp, rand, uuid, from=web, sign and token in that order', () => {
    const url = new URL(sign(), 'http://x');
    expect([...url.searchParams.keys()]).toEqual([
      'timestamp',
      'rand',
      'uuid',
      'from',
      'sign',
      'token',
    ]);
    expect(url.searchParams.get('timestamp')).toBe(String(NOW / 1000));
    expect(url.searchParams.get('from')).toBe('web');
    expect(url.searchParams.get('token')).toBe(TOKEN);
    expect(url.searchParams.get('sign')).toMatch(
      scheme === 1 ? /^[0-9a-f]{32}$/ : /^[0-9a-f]{64}$/,
    );
  });

  it('round-trips: a fresh signature verifies and names its token and scheme', () => {
    expect(verifyMediaSignature(sign(), { now: NOW + 5_000 })).toEqual({
      ok: true,
      scheme,
      token: TOKEN,
      uuid: UUID,
      timestamp: NOW / 1000,
      path: PATH,
    });
  });

  it('verifies an absolute URL and a visitor signature with an empty token', () => {
    const absolute = sign(`http://127.0.0.1:4000${PATH}`);
    expect(absolute.startsWith(`http://127.0.0.1:4000${PATH}?timestamp=`)).toBe(true);
    expect(verifyMediaSignature(absolute, { now: NOW }).ok).toBe(true);
    const visitor = signMediaUrl(PATH, { ...fixed, token: null, scheme });
    expect(verifyMediaSignature(visitor, { now: NOW })).toMatchObject({ ok: true, token: '' });
  });

  it('refuses a signature moved to another path', () => {
    const moved = sign().replace('/360p/', '/720p/');
    expect(verifyMediaSignature(moved, { now: NOW })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it.each(['timestamp', 'rand', 'uuid'] as const)('refuses a tampered %s', (name) => {
    const values = { timestamp: String(NOW / 1000 - 1), rand: 'ZZZZZZZZZZ', uuid: 'aaaaaaaa-bbbb' };
    const tampered = replaceParam(sign(), name, values[name]);
    expect(verifyMediaSignature(tampered, { now: NOW })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a wrong token: the sign is bound to the token it was made for', () => {
    const swapped = replaceParam(sign(), 'token', 'another.valid.token');
    expect(verifyMediaSignature(swapped, { now: NOW })).toEqual({ ok: false, reason: 'mismatch' });
    const emptied = replaceParam(sign(), 'token', '');
    expect(verifyMediaSignature(emptied, { now: NOW })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a stale signature and one from the far future', () => {
    const url = sign();
    const maxAge = MEDIA_SIGN_MAX_AGE_SECONDS * 1000;
    expect(verifyMediaSignature(url, { now: NOW + maxAge }).ok).toBe(true);
    expect(verifyMediaSignature(url, { now: NOW + maxAge + 1000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyMediaSignature(url, { now: NOW + 20_000, maxAgeSeconds: 10 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyMediaSignature(url, { now: NOW - 120_000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it.each(['timestamp', 'rand', 'uuid', 'from', 'sign', 'token'])(
    'refuses a URL without %s as missing',
    (name) => {
      expect(verifyMediaSignature(replaceParam(sign(), name, null), { now: NOW })).toEqual({
        ok: false,
        reason: 'missing',
      });
    },
  );
});

describe('malformed signatures', () => {
  const url = signMediaUrl(PATH, fixed);
  it.each([
    ['from', 'app'],
    ['rand', 'short'],
    ['rand', 'has space!'],
    ['timestamp', 'yesterday'],
    ['sign', 'not-hex'],
    ['sign', 'ABCDEF0123456789ABCDEF0123456789'],
    ['uuid', '../../etc'],
  ])('refuses %s=%s as malformed', (name, value) => {
    expect(verifyMediaSignature(replaceParam(url, name, value), { now: NOW })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a URL with no query at all as missing', () => {
    expect(verifyMediaSignature(PATH)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('signMediaUrl', () => {
  it('keeps other query parameters and replaces an old signature when signing again', () => {
    const first = signMediaUrl(`${PATH}?start=10`, fixed);
    const again = signMediaUrl(first, { ...fixed, now: NOW + 60_000, rand: 'Zz9Yy8Xx7W' });
    const params = new URL(again, 'http://x').searchParams;
    expect(params.get('start')).toBe('10');
    expect(params.getAll('sign')).toHaveLength(1);
    expect(params.get('rand')).toBe('Zz9Yy8Xx7W');
    expect(verifyMediaSignature(again, { now: NOW + 60_000 }).ok).toBe(true);
  });

  it('makes a fresh rand and uuid when none are given', () => {
    const a = new URL(signMediaUrl(PATH, { token: TOKEN }), 'http://x').searchParams;
    const b = new URL(signMediaUrl(PATH, { token: TOKEN }), 'http://x').searchParams;
    expect(a.get('rand')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(a.get('rand')).not.toBe(b.get('rand'));
    expect(a.get('uuid')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(verifyMediaSignature(signMediaUrl(PATH, { token: TOKEN })).ok).toBe(true);
  });
});

describe('the schemes themselves', () => {
  const input = {
    path: PATH,
    timestamp: '1780315200',
    rand: 'Ab3dE6gH9k',
    uuid: UUID,
    token: TOKEN,
  };

  it('are stable: the same input always gives the same sign (a backend can reproduce it)', () => {
    expect(signScheme1(input)).toBe(signScheme1({ ...input }));
    expect(signScheme2(input)).toBe(signScheme2({ ...input }));
    expect(signScheme1(input)).not.toBe(signScheme1({ ...input, path: `${PATH}x` }));
    expect(signScheme2(input)).not.toBe(signScheme2({ ...input, token: `${TOKEN}x` }));
  });

  it('scheme 1 is md5 over path+seed, timestamp, rand, uuid and token', async () => {
    const { createHash } = await import('node:crypto');
    const { MEDIA_SIGN_SEED } = await import('./constants');
    const text = `${PATH}${MEDIA_SIGN_SEED}|${input.timestamp}|${input.rand}|${UUID}|${TOKEN}`;
    expect(signScheme1(input)).toBe(createHash('md5').update(text).digest('hex'));
  });

  it('scheme 2 combines md5 of the randoms, sha256 of the token and base64 of the path', async () => {
    const { createHash } = await import('node:crypto');
    const { MEDIA_SIGN_SALT } = await import('./constants');
    const hex = (algo: string, text: string) => createHash(algo).update(text).digest('hex');
    const a = hex('md5', `${input.timestamp}|${input.rand}|${UUID}`);
    const b = hex('sha256', `${TOKEN}|${MEDIA_SIGN_SALT}`);
    const path64 = Buffer.from(PATH, 'utf8').toString('base64');
    expect(signScheme2(input)).toBe(
      hex('sha256', `${a}${MEDIA_SIGN_SALT}${path64}${MEDIA_SIGN_SALT}${b}`),
    );
  });
});

describe('random strings', () => {
  it('randomId gives letters and digits of the asked length', () => {
    const ids = Array.from({ length: 200 }, () => randomId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(new Set(ids).size).toBe(200);
    expect(randomId(3)).toHaveLength(3);
  });
  it('randomUuid is a version 4 UUID', () => {
    expect(randomUuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
