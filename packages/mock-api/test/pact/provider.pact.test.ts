/**
 * Provider verification: starts the real mock server (in-memory database, dev hooks on) and
 * replays every interaction of the site's pact against it, states set through the state hook.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_FILE } from '@xinghe/contracts/pact/files';
import { verifyProvider } from '@xinghe/contracts/pact/verifyProvider';
import { buildMockApi } from '../../src/app';

let app: Awaited<ReturnType<typeof buildMockApi>>;
let baseUrl: string;

beforeAll(async () => {
  app = await buildMockApi({ dbFile: ':memory:', devRoutes: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

describe('the mock API honours the site pact', () => {
  it('has a pact file from the consumer run', () => {
    expect(existsSync(PACT_FILE), 'run the pact consumer tests first').toBe(true);
  });

  it('verifies every interaction', async () => {
    await expect(verifyProvider({ baseUrl })).resolves.toBeUndefined();
  });
});
