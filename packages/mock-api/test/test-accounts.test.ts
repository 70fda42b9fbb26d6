/**
 * Production has no test account: none is made on start, none is put back, and an account of a
 * test address left in a database from development cannot log in with the known password.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '@xinghe/contracts';
import {
  EXPIRED_TEST_EMAIL,
  EXPIRING_TEST_EMAIL,
  MEMBER_TEST_EMAIL,
  TEST_PASSWORD,
  VIP_TEST_EMAIL,
} from '../src/auth/test-accounts';
import { encryptWith, publicKeyOf } from './account-helpers';
import { buildTestApi, call } from './helpers';
import { APP_START_TIMEOUT, loginAs } from './vod-helpers';

const TEST_EMAILS = [VIP_TEST_EMAIL, MEMBER_TEST_EMAIL, EXPIRING_TEST_EMAIL, EXPIRED_TEST_EMAIL];

const dir = mkdtempSync(join(tmpdir(), 'mock-api-accounts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function loginWithTestPassword(app: Awaited<ReturnType<typeof buildTestApi>>, email: string) {
  const password = encryptWith(await publicKeyOf(app), TEST_PASSWORD);
  return call<Session>(app, { method: 'POST', url: '/user/login', payload: { email, password } });
}

const rowsOf = (app: Awaited<ReturnType<typeof buildTestApi>>) =>
  app.db
    .prepare(`SELECT email, expire_time AS expireTime FROM users WHERE email IN (?, ?, ?, ?)`)
    .all(...TEST_EMAILS) as { email: string; expireTime: number | null }[];

describe('test accounts in production (testAccounts: false)', () => {
  it(
    'are not created in a new database',
    async () => {
      const app = await buildTestApi({ testAccounts: false });
      try {
        expect(rowsOf(app)).toEqual([]);
        for (const email of TEST_EMAILS) {
          expect((await loginWithTestPassword(app, email)).body).toEqual({
            code: 400,
            msg: '邮箱或密码错误',
            data: null,
          });
        }
      } finally {
        await app.close();
      }
    },
    APP_START_TIMEOUT,
  );

  it(
    'left from development: the known password no longer logs in, their sessions end, nothing is put back',
    async () => {
      const dbFile = join(dir, 'from-development.sqlite');
      const dev = await buildTestApi({ dbFile, devRoutes: true, testAccounts: true });
      let token: string;
      try {
        expect((await loginWithTestPassword(dev, VIP_TEST_EMAIL)).body.code).toBe(0);
        token = await loginAs(dev, MEMBER_TEST_EMAIL);
        // Changed by hand in development; a development start would put it back.
        dev.db
          .prepare('UPDATE users SET expire_time = NULL WHERE email = ?')
          .run(EXPIRED_TEST_EMAIL);
      } finally {
        await dev.close();
      }

      const prod = await buildTestApi({ dbFile, testAccounts: false });
      try {
        for (const email of TEST_EMAILS) {
          expect((await loginWithTestPassword(prod, email)).body).toEqual({
            code: 400,
            msg: '邮箱或密码错误',
            data: null,
          });
        }
        expect((await call(prod, { url: '/user/detail', headers: { token } })).body).toEqual({
          code: 401,
          msg: '请先登录',
          data: null,
        });
        const expired = rowsOf(prod).find((row) => row.email === EXPIRED_TEST_EMAIL);
        expect(expired?.expireTime ?? null).toBeNull();
      } finally {
        await prod.close();
      }
    },
    APP_START_TIMEOUT,
  );
});
