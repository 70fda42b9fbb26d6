/**
 * Accounts every development database has, for tests and for trying the site by hand (see the
 * README), all with the password `xinghe123`: a VIP (VIP for a year from when the account was
 * created) and an ordinary member, created when missing and then kept as they are; and two
 * accounts for the VIP status cases, put back into their state on every start: one whose VIP
 * ends in 36 hours (VIP剩余2天) and one whose VIP ended 3 days ago (VIP已过期).
 *
 * In production there are none (`lockTestAccounts`): a known password is a known way in.
 */
import type { Database } from 'better-sqlite3';
import { createAccountQueries } from '../accounts/queries';
import { createSessionQueries } from '../queries/sessions';
import { createUserQueries } from '../queries/users';
import { LOCKED_PASSWORD_HASH } from './passwords';

export const TEST_PASSWORD = 'xinghe123';
export const VIP_TEST_EMAIL = 'vip@xinghe.test';
export const MEMBER_TEST_EMAIL = 'member@xinghe.test';
export const EXPIRING_TEST_EMAIL = 'expiring@xinghe.test';
export const EXPIRED_TEST_EMAIL = 'expired@xinghe.test';

/**
 * scrypt hashes of TEST_PASSWORD (made once with `hashPassword`, each with its own salt). The
 * password is public anyway; keeping the hashes here spares every start, and every test that
 * builds an app, two deliberately slow scrypt runs.
 */
const TEST_PASSWORD_HASHES: Record<string, string> = {
  [VIP_TEST_EMAIL]:
    'scrypt$16384$8$1$L-UHRV4tBNmwrQlarD6iAg$ii4YQTAPBSKJQthQ8rc-EQsl08e1_w0nl6mNEnw5pQY',
  [MEMBER_TEST_EMAIL]:
    'scrypt$16384$8$1$3Q9cji1YpPbROC_By3vlIA$dL0s2xcPDqvcK_Pp6JO9V0c9y8FQU8Aum4r40gRpnsc',
};
// The status accounts share the member's hash: the same public password, nothing to protect.
TEST_PASSWORD_HASHES[EXPIRING_TEST_EMAIL] = TEST_PASSWORD_HASHES[MEMBER_TEST_EMAIL]!;
TEST_PASSWORD_HASHES[EXPIRED_TEST_EMAIL] = TEST_PASSWORD_HASHES[MEMBER_TEST_EMAIL]!;

const YEAR_SECONDS = 365 * 86_400;
const HOUR_SECONDS = 3600;

const TEST_EMAILS = Object.keys(TEST_PASSWORD_HASHES);

/** True for the address of one of the test accounts (any case, as logins compare addresses). */
export function isTestAccountEmail(email: string): boolean {
  return TEST_EMAILS.includes(email.trim().toLowerCase());
}

export function ensureTestAccounts(db: Database, now: number = Date.now()): void {
  const users = createUserQueries(db);
  const nowSeconds = Math.floor(now / 1000);
  const accounts = [
    { email: VIP_TEST_EMAIL, expireTime: nowSeconds + YEAR_SECONDS },
    { email: MEMBER_TEST_EMAIL, expireTime: null },
  ];
  const statusAccounts = [
    { email: EXPIRING_TEST_EMAIL, expireTime: nowSeconds + 36 * HOUR_SECONDS },
    { email: EXPIRED_TEST_EMAIL, expireTime: nowSeconds - 72 * HOUR_SECONDS },
  ];
  db.transaction(() => {
    for (const { email, expireTime } of [...accounts, ...statusAccounts]) {
      if (users.byEmail(email)) continue;
      users.insert({
        email,
        passwordHash: TEST_PASSWORD_HASHES[email]!,
        expireTime,
        now: nowSeconds,
      });
    }
    for (const { email, expireTime } of statusAccounts) {
      users.setExpireTime(users.byEmail(email)!.id, expireTime);
    }
  })();
}

/**
 * Production: creates none, puts none back, and makes those left in a database from development
 * useless: their password hash can match no password and their sessions end. Locked rather than
 * deleted: deleting a user takes its orders, points and favourites with it (ON DELETE CASCADE),
 * a loss that cannot be undone, while a lock keeps the history and the address (which, under
 * the reserved .test domain, no real person can own) and holds on every start.
 */
export function lockTestAccounts(db: Database): void {
  const users = createUserQueries(db);
  const accounts = createAccountQueries(db);
  const sessions = createSessionQueries(db);
  db.transaction(() => {
    for (const email of TEST_EMAILS) {
      const user = users.byEmail(email);
      if (!user) continue;
      accounts.setPasswordHash(user.id, LOCKED_PASSWORD_HASH);
      sessions.endAllOf(user.id);
    }
  })();
}
