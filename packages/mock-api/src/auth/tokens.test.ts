import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens';

const SECRET = 'a-test-secret-of-enough-length';

describe('tokens', () => {
  it('are three base64url parts that verify with the secret until they expire', async () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, claims } = await signToken(SECRET, 7, { now });
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(claims).toMatchObject({ sub: 7, iat: now / 1000, exp: now / 1000 + TOKEN_TTL_SECONDS });
    expect(await verifyToken(SECRET, token, now + 1000)).toEqual(claims);
    expect(await verifyToken(SECRET, token, (claims.exp - 1) * 1000)).toEqual(claims);
    expect(await verifyToken(SECRET, token, claims.exp * 1000)).toBeNull();
  });

  it('refuse another secret, a changed payload, and junk', async () => {
    const { token } = await signToken(SECRET, 7);
    expect(await verifyToken('another-secret-entirely', token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, jti: 'x', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
    for (const junk of ['', 'a.b.c', 'a.b', `${token}.x`, `${token}=`, 'x'.repeat(5000)]) {
      expect(await verifyToken(SECRET, junk)).toBeNull();
    }
  });
  it('refuse an unsigned token (alg none) whatever it claims', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: '7', jti: 'x', iat: 0, exp: 9e9 };
    expect(
      await verifyToken(SECRET, `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`),
    ).toBeNull();
  });

  it('still accept a token signed before jose, with the user id as a number', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      sub: 7,
      jti: 'old',
      iat: 1_700_000_000,
      exp: 1_700_000_000 + TOKEN_TTL_SECONDS,
    };
    const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    const signature = createHmac('sha256', SECRET).update(input).digest('base64url');
    expect(await verifyToken(SECRET, `${input}.${signature}`, 1_700_000_000_000)).toEqual(claims);
  });
});
