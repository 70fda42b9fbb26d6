/**
 * Provider verification: starts the real mock server (in-memory database, dev hooks on) and
 * replays every interaction of the published pact against it, states set through the state hook.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '@xinghe/contracts';
import { formatVerification } from '@xinghe/contracts/pact/results';
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

describe('the mock API honours the published pact', () => {
  it('passes every interaction of every endpoint', async () => {
    const verification = await verifyProvider({ baseUrl });
    expect(verification.ok, formatVerification(verification)).toBe(true);
    // One row per endpoint of the contract: the pact pins them all.
    expect(verification.endpoints).toHaveLength(Object.keys(records).length);
  });
});
