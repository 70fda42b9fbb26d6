/**
 * Sessions on top of signed tokens: issue one for a user, resolve the `token` header to the user
 * it belongs to (or null: malformed, forged, expired, ended, or the user is gone), end one, or
 * end a user's sessions (a password change). A token counts only while its session is listed in
 * the `sessions` table, so ending a session needs nothing but its row.
 * Media tokens (see media-tokens.ts) derive from a session: `mediaToken` makes one for a session
 * token, `resolveMedia` reads one back, and both answer null once the session has ended.
 * VIP status is read from the database on every request, so a payment takes effect at once.
 */
import type { Database } from 'better-sqlite3';
import { isVipActive } from '@xinghe/contracts';
import { createSessionQueries } from '../queries/sessions';
import { createUserQueries } from '../queries/users';
import { signMediaToken, verifyMediaToken } from './media-tokens';
import { signToken, verifyToken, TOKEN_TTL_SECONDS } from './tokens';

export interface AuthUser {
  id: number;
  email: string;
  /** VIP until (epoch seconds); null: never had VIP. */
  expireTime: number | null;
  /** SPEC section 6: VIP while expireTime lies in the future. */
  isVip: boolean;
  /** The id of the session (the token's jti) this user came with. */
  sessionId: string;
}

export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(db: Database, secret: string, ttlSeconds = TOKEN_TTL_SECONDS) {
  const users = createUserQueries(db);
  const live = createSessionQueries(db);

  /** The user of a session that still stands (listed, user not gone); every check in one place. */
  function userOfSession(userId: number, sessionId: string, now: number): AuthUser | null {
    if (!live.isLive(sessionId, userId)) return null;
    const user = users.byId(userId);
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      expireTime: user.expireTime,
      isVip: isVipActive(user.expireTime, now),
      sessionId,
    };
  }

  return {
    /** A fresh token for a user; `expiresAt` in epoch seconds. */
    async issue(
      userId: number,
      now: number = Date.now(),
    ): Promise<{ token: string; expiresAt: number }> {
      const { token, claims } = await signToken(secret, userId, { now, ttlSeconds });
      live.start(claims.jti, userId, claims.exp, Math.floor(now / 1000));
      return { token, expiresAt: claims.exp };
    },

    /** The user a token stands for, or null when it stands for nobody. */
    async resolve(token: string, now: number = Date.now()): Promise<AuthUser | null> {
      const claims = await verifyToken(secret, token, now);
      if (!claims) return null;
      return userOfSession(claims.sub, claims.jti, now);
    },

    /** Ends a session (logging out). False when the token was not valid anyway. */
    async revoke(token: string, now: number = Date.now()): Promise<boolean> {
      const claims = await verifyToken(secret, token, now);
      if (!claims) return false;
      live.end(claims.jti);
      return true;
    },

    /**
     * Ends every session of a user but `keep` (a session id), at once: synchronous, so a caller
     * can run it in the transaction of the change that calls for it.
     */
    endAllOf(userId: number, keep: string | null = null): void {
      live.endAllOf(userId, keep);
    },

    /** A media token derived from a session token that still stands; null for anything else. */
    async mediaToken(
      sessionToken: string,
      now: number = Date.now(),
    ): Promise<{ token: string; expiresAt: number } | null> {
      const claims = await verifyToken(secret, sessionToken, now);
      if (!claims || !userOfSession(claims.sub, claims.jti, now)) return null;
      const session = { userId: claims.sub, sessionId: claims.jti, sessionExpiresAt: claims.exp };
      const media = await signMediaToken(secret, session, { now });
      return { token: media.token, expiresAt: media.claims.exp };
    },

    /** The user of a media token whose session still stands, or null (a session token too). */
    async resolveMedia(mediaToken: string, now: number = Date.now()): Promise<AuthUser | null> {
      const claims = await verifyMediaToken(secret, mediaToken, now);
      if (!claims) return null;
      return userOfSession(claims.sub, claims.sid, now);
    },
  };
}
