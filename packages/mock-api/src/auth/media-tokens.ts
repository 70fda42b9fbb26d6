/**
 * Media tokens: what goes into the `token=` parameter of a signed media URL (SPEC section 7),
 * never the session token itself, because URLs leak (logs, referrers, shared links).
 *
 * A media token is derived from one session: an HS256 JWT of type `media+jwt`, audience `media`,
 * carrying the user id (`sub`), the id of the session it derives from (`sid`, what logout revokes)
 * and a short lifetime (30 minutes, never past the session's own expiry). No VIP flag: VIP is read
 * from the database on every media request, so a payment or an expiry takes effect at once.
 *
 * It is signed with a key derived from the token secret for this use only, so a media token fails
 * the signature check of a session token (and the other way round) before any claim is read; the
 * distinct `typ` and audience are checked too.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { isCanonical } from './tokens';

/** Media tokens live 30 minutes; the player asks for a fresh one when a media request is refused. */
export const MEDIA_TOKEN_TTL_SECONDS = 30 * 60;

const MEDIA_TOKEN_TYPE = 'media+jwt';
const MEDIA_AUDIENCE = 'media';

/** Longer than any token this module issues: refused before any crypto work. */
const MAX_MEDIA_TOKEN_LENGTH = 1024;

export interface MediaTokenClaims {
  /** User id. */
  sub: number;
  /** The id (`jti`) of the session this token derives from. */
  sid: string;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Expires at, epoch seconds. */
  exp: number;
}

/** The session a media token is made for. */
export interface MediaTokenSession {
  userId: number;
  sessionId: string;
  /** The session's own expiry, epoch seconds: a media token never outlives it. */
  sessionExpiresAt: number;
}

const keyOf = (secret: string) =>
  new Uint8Array(createHmac('sha256', secret).update('xinghe media token key').digest());

export async function signMediaToken(
  secret: string,
  session: MediaTokenSession,
  options: { now?: number; ttlSeconds?: number } = {},
): Promise<{ token: string; claims: MediaTokenClaims }> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const ttl = options.ttlSeconds ?? MEDIA_TOKEN_TTL_SECONDS;
  const claims: MediaTokenClaims = {
    sub: session.userId,
    sid: session.sessionId,
    iat,
    exp: Math.min(iat + ttl, session.sessionExpiresAt),
  };
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: MEDIA_TOKEN_TYPE })
    .setSubject(String(claims.sub))
    .setAudience(MEDIA_AUDIENCE)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(keyOf(secret));
  return { token, claims };
}

function claimsOf(payload: JWTPayload): MediaTokenClaims | null {
  const sub = Number(payload.sub);
  const { sid, iat, exp } = payload;
  if (!Number.isSafeInteger(sub) || sub <= 0 || typeof sid !== 'string' || sid === '') return null;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  return { sub, sid, iat: iat as number, exp: exp as number };
}

/**
 * The claims of a media token that is well formed, signed for media with `secret` and not expired
 * at `now`; null for anything else (a session token included). Whether its session still stands
 * is checked by the caller (it needs the database).
 */
export async function verifyMediaToken(
  secret: string,
  token: string,
  now: number = Date.now(),
): Promise<MediaTokenClaims | null> {
  if (token.length > MAX_MEDIA_TOKEN_LENGTH || !isCanonical(token)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      typ: MEDIA_TOKEN_TYPE,
      audience: MEDIA_AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'sid', 'iat', 'exp', 'aud'],
    });
    return claimsOf(payload);
  } catch {
    return null;
  }
}
