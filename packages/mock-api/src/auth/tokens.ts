/**
 * Session tokens: JWTs signed with HS256 by `jose` (SPEC section 4 only needs a token of three
 * dot-separated parts). The payload carries the user id (`sub`), a token id (`jti`, what
 * revocation lists) and the issue and expiry times. Signing and checking are asynchronous: jose
 * uses Web Crypto.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Tokens live 30 days; logging out revokes one earlier. */
export const TOKEN_TTL_SECONDS = 30 * 86_400;

/** Longer than any token this module issues: refused before any crypto work. */
const MAX_TOKEN_LENGTH = 4096;

/** Three unpadded base64url segments: the only form `SignJWT` writes. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Exactly the token as issued. jose decodes leniently (a trailing `=`, set spare bits), so other
 * spellings of the same bytes would verify too; each is another string that works as the
 * session, which a server comparing or listing tokens as strings must not allow. Media tokens
 * (media-tokens.ts) are held to the same rule.
 */
export function isCanonical(token: string): boolean {
  if (!JWT_SHAPE.test(token)) return false;
  return token
    .split('.')
    .every((segment) => Buffer.from(segment, 'base64url').toString('base64url') === segment);
}

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

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  secret: string,
  userId: number,
  options: { now?: number; ttlSeconds?: number } = {},
): Promise<{ token: string; claims: TokenClaims }> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const claims: TokenClaims = {
    sub: userId,
    jti: randomBytes(12).toString('base64url'),
    iat,
    exp: iat + (options.ttlSeconds ?? TOKEN_TTL_SECONDS),
  };
  const token = await new SignJWT()
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    // A JWT subject is a string; tokens signed before jose carried the number, and still verify.
    .setSubject(String(userId))
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(keyOf(secret));
  return { token, claims };
}

function claimsOf(payload: JWTPayload): TokenClaims | null {
  const sub = Number(payload.sub);
  const { jti, iat, exp } = payload;
  if (!Number.isSafeInteger(sub) || sub <= 0 || typeof jti !== 'string') return null;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  return { sub, jti, iat: iat as number, exp: exp as number };
}

/**
 * The claims of a token that is canonical, signed with `secret` and not expired at `now`
 * (valid while `exp` lies after the current second); null for anything else. Revocation is
 * checked by the caller (it needs the database).
 */
export async function verifyToken(
  secret: string,
  token: string,
  now: number = Date.now(),
): Promise<TokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH || !isCanonical(token)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      typ: 'JWT',
      currentDate: new Date(now),
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    });
    return claimsOf(payload);
  } catch {
    return null;
  }
}
