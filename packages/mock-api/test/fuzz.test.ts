/**
 * Hostile input on every endpoint of the contract, with and without a session: a fixed corpus of
 * known-nasty values (wrong types, empty, huge, encoded bytes, prototype keys), then values that
 * fast-check generates (seeded, so a failure is reproducible; it prints the shrunk request). Whatever
 * the reply, it is never a 5xx, and a JSON reply is an envelope with a code. The endpoints are the
 * contract's records, so an area added later is fuzzed without touching this file.
 */
import { records, type EndpointRecord } from '@xinghe/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryRequest, corpusRequests } from './fuzz/requests';
import { buildTestApi } from './helpers';
import { APP_START_TIMEOUT, loginAs, MEMBER_TEST_EMAIL } from './vod-helpers';

const allRecords = Object.entries(records as Record<string, EndpointRecord>);

/** Generated requests per endpoint and session kind: enough to vary, bounded in time. */
const RUNS_PER_ENDPOINT = 40;
const SEED = 20261124;

let app: FastifyInstance;
let sessions: Record<string, string>[];

beforeAll(async () => {
  app = await buildTestApi({
    devRoutes: true,
    // The limits would answer 429 after a few tries and hide what the handlers do with the input.
    rateLimits: Object.fromEntries(
      ['userExistPerIp', 'emailCodePerIp', 'loginPerIp', 'loginPerEmail', 'registerPerIp'].map(
        (name) => [name, { limit: 100_000, windowSeconds: 60 }],
      ),
    ),
  });
  const token = await loginAs(app, MEMBER_TEST_EMAIL);
  sessions = [{}, { token }, { token: 'x'.repeat(3000) }];
}, APP_START_TIMEOUT);
afterAll(() => app.close());

/** What is wrong with the reply to `request`, or null. */
async function faultOf(request: InjectOptions, session: Record<string, string>) {
  const response = await app.inject({ ...request, headers: { ...request.headers, ...session } });
  const where = `${request.method} ${String(request.url).slice(0, 160)}`;
  if (response.statusCode >= 500) return `${response.statusCode} ${where}`;
  if (response.headers['content-type']?.startsWith('application/json')) {
    const body = response.json<{ code?: unknown }>();
    if (typeof body.code !== 'number') return `no envelope: ${where}`;
  }
  return null;
}

describe('hostile input on every endpoint', () => {
  it.each(allRecords)('%s: the corpus never gets a 5xx', async (_name, record) => {
    const faults: string[] = [];
    for (const request of corpusRequests(record)) {
      for (const session of sessions) {
        const fault = await faultOf(request, session);
        if (fault) faults.push(fault);
      }
    }
    expect(faults).toEqual([]);
  });

  it.each(allRecords)('%s: generated input never gets a 5xx', async (_name, record) => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryRequest(record),
        fc.constantFrom(...sessions),
        async (request, session) => {
          expect(await faultOf(request, session)).toBeNull();
        },
      ),
      { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
    );
  });
});
