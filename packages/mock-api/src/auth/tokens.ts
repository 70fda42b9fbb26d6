/**
 * Session tokens: three base64url parts, `header.payload.signature`, the signature an HMAC-SHA256
 * of `header.payload` with the server's secret (the JWT HS256 layout, so standard tools can read
 * them). SPEC section 4 only needs a token of three dot-separated parts; the payload carries the
 * user id, a token id (for revocation) and the issue and expiry times.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens live 30 days; logging out revokes one earlier. */
export const TOKEN_TTL_SECONDS = 30 * 86_400;

export interface TokenClaims {
  /** User id. */
  sub: number;
  /** Token id, random: what revocation lists. */
  jti: string;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Expires at, epoch seconds. */
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signToken(
  secret: string,
  userId: number,
  options: { now?: number; ttlSeconds?: number } = {},
): { token: string; claims: TokenClaims } {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const claims: TokenClaims = {
    sub: userId,
    jti: randomBytes(12).toString('base64url'),
    iat,
    exp: iat + (options.ttlSeconds ?? TOKEN_TTL_SECONDS),
  };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return {
    token: `${signingInput}.${signature(secret, signingInput).toString('base64url')}`,
    claims,
  };
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v['sub']) &&
    (v['sub'] as number) > 0 &&
    typeof v['jti'] === 'string' &&
    Number.isSafeInteger(v['iat']) &&
    Number.isSafeInteger(v['exp'])
  );
}

/**
 * The claims of a token that is well formed, signed with `secret` and not expired; null for
 * anything else. Revocation is checked by the caller (it needs the database).
 */
export function verifyToken(
  secret: string,
  token: string,
  now: number = Date.now(),
): TokenClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  return claims.exp > Math.floor(now / 1000) ? claims : null;
}
