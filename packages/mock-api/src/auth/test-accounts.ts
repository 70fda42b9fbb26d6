/**
 * Accounts every mock database has, for tests and for trying the site by hand (see the README):
 * a VIP (VIP for a year from when the account was created) and an ordinary member. Created when
 * missing, so an existing database gets them on its next start and keeps whatever was done to them.
 */
import type { Database } from 'better-sqlite3';
import { createUserQueries } from '../queries/users';
import { hashPassword } from './passwords';

export const TEST_PASSWORD = 'xinghe123';
export const VIP_TEST_EMAIL = 'vip@xinghe.test';
export const MEMBER_TEST_EMAIL = 'member@xinghe.test';

const YEAR_SECONDS = 365 * 86_400;

export async function ensureTestAccounts(db: Database, now: number = Date.now()): Promise<void> {
  const users = createUserQueries(db);
  const nowSeconds = Math.floor(now / 1000);
  const wanted = [
    { email: VIP_TEST_EMAIL, expireTime: nowSeconds + YEAR_SECONDS },
    { email: MEMBER_TEST_EMAIL, expireTime: null },
  ].filter(({ email }) => !users.byEmail(email));
  if (wanted.length === 0) return;
  const hashes = await Promise.all(wanted.map(() => hashPassword(TEST_PASSWORD)));
  db.transaction(() => {
    wanted.forEach(({ email, expireTime }, i) => {
      // Another process may have created it meanwhile: the unique email makes that a no-op.
      if (users.byEmail(email)) return;
      users.insert({ email, passwordHash: hashes[i]!, expireTime, now: nowSeconds });
    });
  })();
}
