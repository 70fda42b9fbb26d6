/**
 * Dev-only account helpers shared by the login hook and the provider states: find or create a
 * user by email and hand out a (session or media) token for them. Never registered in production.
 */
import type { Database } from 'better-sqlite3';
import { LOCKED_PASSWORD_HASH } from '../auth/passwords';
import { resolveTokenSecret } from '../auth/secret';
import { createSessions } from '../auth/sessions';
import { createUserQueries, type UserRow } from '../queries/users';

export function devAccounts(db: Database) {
  const users = createUserQueries(db);
  const sessions = createSessions(db, resolveTokenSecret(db));
  return {
    find: (email: string): UserRow | undefined => users.byEmail(email),
    /** The user with this email, created (without a usable password) when missing. */
    ensure(email: string): UserRow {
      const found = users.byEmail(email);
      if (found) return found;
      // Without a usable password: accounts made by provider states cannot be logged into.
      users.insert({
        email,
        passwordHash: LOCKED_PASSWORD_HASH,
        expireTime: null,
        now: Math.floor(Date.now() / 1000),
      });
      const created = users.byEmail(email);
      if (!created) throw new Error(`could not create ${email}`);
      return created;
    },
    setExpireTime: (userId: number, expireTime: number | null) =>
      users.setExpireTime(userId, expireTime),
    tokenFor: async (userId: number): Promise<string> => (await sessions.issue(userId)).token,
    /** A media token (for signed media URLs) of a fresh session of the user. */
    async mediaTokenFor(userId: number): Promise<string> {
      const media = await sessions.mediaToken((await sessions.issue(userId)).token);
      if (!media) throw new Error(`no media token for user ${userId}`);
      return media.token;
    },
  };
}
