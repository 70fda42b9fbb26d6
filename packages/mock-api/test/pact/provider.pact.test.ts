/**
 * Pact, step 2: the site's pacts verified against this mock, over real HTTP, with provider
 * states set through the dev hook. Run after the consumer tests (`pnpm test:pact`), which write
 * the pact file.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_FILE } from '@xinghe/contracts/pact/files';
import { verifyProvider } from '@xinghe/contracts/pact/verifyProvider';
import { buildMockApi } from '../../src/app';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildMockApi({ dbFile: ':memory:', devRoutes: true });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('provider verification', () => {
  it('honours every interaction of the site pact', async () => {
    expect(existsSync(PACT_FILE), `${PACT_FILE} missing: run the consumer tests first`).toBe(true);
    await expect(verifyProvider({ baseUrl })).resolves.toBeUndefined();
  });
});
