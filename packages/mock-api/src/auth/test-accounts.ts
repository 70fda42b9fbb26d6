/**
 * Accounts every mock database has, for tests and for trying the site by hand (see the README):
 * a VIP (VIP for a year from when the account was created) and an ordinary member, both with the
 * password `xinghe123`. Created when missing, so an existing database gets them on its next start
 * and keeps whatever was done to them since.
 */
import type { Database } from 'better-sqlite3';
import { createUserQueries } from '../queries/users';

export const TEST_PASSWORD = 'xinghe123';
export const VIP_TEST_EMAIL = 'vip@xinghe.test';
export const MEMBER_TEST_EMAIL = 'member@xinghe.test';

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

const YEAR_SECONDS = 365 * 86_400;

export function ensureTestAccounts(db: Database, now: number = Date.now()): void {
  const users = createUserQueries(db);
  const nowSeconds = Math.floor(now / 1000);
  const accounts = [
    { email: VIP_TEST_EMAIL, expireTime: nowSeconds + YEAR_SECONDS },
    { email: MEMBER_TEST_EMAIL, expireTime: null },
  ];
  db.transaction(() => {
    for (const { email, expireTime } of accounts) {
      if (users.byEmail(email)) continue;
      users.insert({
        email,
        passwordHash: TEST_PASSWORD_HASHES[email]!,
        expireTime,
        now: nowSeconds,
      });
    }
  })();
}
