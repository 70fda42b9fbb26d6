import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens';

const SECRET = 'a-test-secret-of-enough-length';

describe('tokens', () => {
  it('are three base64url parts that verify with the secret until they expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, claims } = signToken(SECRET, 7, { now });
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(claims).toMatchObject({ sub: 7, iat: now / 1000, exp: now / 1000 + TOKEN_TTL_SECONDS });
    expect(verifyToken(SECRET, token, now + 1000)).toEqual(claims);
    expect(verifyToken(SECRET, token, (claims.exp - 1) * 1000)).toEqual(claims);
    expect(verifyToken(SECRET, token, claims.exp * 1000)).toBeNull();
  });

  it('refuse another secret, a changed payload, and junk', () => {
    const { token } = signToken(SECRET, 7);
    expect(verifyToken('another-secret-entirely', token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, jti: 'x', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
    for (const junk of ['', 'a.b.c', 'a.b', `${token}.x`, 'x'.repeat(5000)]) {
      expect(verifyToken(SECRET, junk)).toBeNull();
    }
  });
});
