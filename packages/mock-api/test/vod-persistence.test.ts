import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CollectList, WatchRecordList } from '@xinghe/contracts';
import { buildMockApi } from '../src/app';
import { call } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL, vidOfRow } from './vod-helpers';

const dir = mkdtempSync(join(tmpdir(), 'mock-api-vod-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('favourites, watch records and sessions in a database file', () => {
  it(
    'survive a restart: the same token still works and reads back what was saved',
    async () => {
      const dbFile = join(dir, 'mock.sqlite');
      const first = await buildMockApi({ dbFile, devRoutes: true, testAccounts: true });
      let token: string;
      try {
        token = await loginAs(first, MEMBER_TEST_EMAIL);
        const headers = { token };
        await call(first, {
          method: 'POST',
          url: '/user/dianbo/collect',
          payload: { id: vidOfRow(5) },
          headers,
        });
        await call(first, {
          method: 'POST',
          url: '/user/dianbo/record',
          payload: { mid: vidOfRow(6), ep: 1, position: 4.5, duration: 10 },
          headers,
        });
      } finally {
        await first.close();
      }

      // No dev routes after the restart: the token must be honoured by the secret in the file.
      const second = await buildMockApi({ dbFile, testAccounts: true });
      try {
        const headers = { token };
        const collects = await call<CollectList>(second, { url: '/user/dianbo/collect', headers });
        expect(collects.body.data.list.map((item) => item.id)).toEqual([vidOfRow(5)]);
        const records = await call<WatchRecordList>(second, {
          url: '/user/dianbo/record',
          headers,
        });
        expect(records.body.data.list).toMatchObject([
          { id: vidOfRow(6), ep: 1, position: 4.5, duration: 10 },
        ]);
        // The test accounts are not created twice.
        expect(second.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 4 });
      } finally {
        await second.close();
      }
    },
    APP_START_TIMEOUT * 2,
  );
});
