/**
 * The pact verifier's provider-state hook through the host: passed on to the embedded mock outside
 * production, so `pnpm verify:provider --base-url` works against `npm start` with one URL; never
 * with a real upstream (which has its own hook, or none), never in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATE_HOOK_PATH } from '@xinghe/contracts';
import type { RunningHost } from '../server/start';
import { createClientDir, startFakeUpstream, startTestHost } from './host-helpers';

let client: ReturnType<typeof createClientDir>;
beforeAll(() => {
  client = createClientDir();
});
afterAll(() => client.remove());

/** Asks the host to set up a state, as the verifier does. */
const setUp = (host: RunningHost, state: string) =>
  fetch(`http://127.0.0.1:${host.port}${PROVIDER_STATE_HOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, params: { email: 'member@xinghe.test' }, action: 'setup' }),
  });

describe('with the embedded mock, outside production', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir);
  });
  afterAll(() => host.close());

  it("reaches the mock's hook, which sets the state up and hands back its values", async () => {
    const reply = await setUp(host, 'user {email} is logged in');
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { code: number; data: { token?: unknown } };
    expect(body.code).toBe(0);
    expect(typeof body.data.token).toBe('string');
  });
});

describe('with a real upstream', () => {
  let host: RunningHost;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    host = await startTestHost(client.dir, { API_UPSTREAM: upstream.origin });
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
  });

  it('is not passed on: the host answers 404 and the upstream is never asked', async () => {
    const reply = await setUp(host, 'user {email} is logged in');
    expect(reply.status).toBe(404);
    expect(upstream.received).toEqual([]);
  });
});

describe('in production, even with the embedded mock', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir, {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.xinghe.test',
      // Production sheds load on a lagging event loop; a busy test machine is not this host's load.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_UTILIZATION: '0',
    });
  });
  afterAll(() => host.close());

  it('is not there', async () => {
    const reply = await setUp(host, 'user {email} is logged in');
    expect(reply.status).toBe(404);
    expect(((await reply.json()) as { code: number }).code).toBe(404);
  });
});
