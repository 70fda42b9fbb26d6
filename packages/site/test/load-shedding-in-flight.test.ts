/**
 * While requests only queue (the upstream is slow, nothing lags), the host sheds what is past its
 * in-flight bound at once, with 503, Retry-After and the envelope, instead of letting clients
 * time out; /healthz answers (503, so a load balancer moves traffic); and once the requests in
 * flight finish it answers normally again. The whole host as server.ts starts it, on a real socket.
 */
import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../server/start';
import { createClientDir, startTestHost } from './host-helpers';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (reply) => {
      let body = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (body += chunk));
      reply.on('end', () =>
        resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('shedding on requests in flight', () => {
  const client = createClientDir();
  const maxInFlight = 2;
  /** The upstream's held replies: each call waits until the test lets it go. */
  const waiting: (() => void)[] = [];
  let arrived: () => void = () => {};
  const upstream = Fastify({ logger: false });
  let host: RunningHost;

  beforeAll(async () => {
    upstream.get('/*', async () => {
      arrived();
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { code: 0, msg: 'ok', data: null };
    });
    const origin = await upstream.listen({ host: '127.0.0.1', port: 0 });
    host = await startTestHost(client.dir, {
      API_UPSTREAM: origin,
      MAX_IN_FLIGHT: String(maxInFlight),
    });
  });
  afterAll(async () => {
    for (const release of waiting.splice(0)) release();
    await host.close();
    await upstream.close();
    client.remove();
  });

  it('answers 503 with Retry-After past the bound, /healthz too, and recovers when they finish', async () => {
    const held: Promise<Reply>[] = [];
    for (let i = 0; i < maxInFlight; i += 1) {
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      held.push(get(host.port, `/v3/web/api/home?n=${i}`));
      await reached;
    }
    const shed = await get(host.port, '/v3/web/api/getSearchOptions');
    expect(shed.status).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(shed.body)).toEqual({ code: 503, msg: '服务繁忙，请稍后重试', data: null });
    expect(shed.headers['x-content-type-options']).toBe('nosniff');
    const health = await get(host.port, '/healthz');
    expect(health.status).toBe(503);

    for (const release of waiting.splice(0)) release();
    for (const reply of await Promise.all(held)) expect(reply.status).toBe(200);
    expect((await get(host.port, '/healthz')).status).toBe(200);
    expect((await get(host.port, '/')).status).toBe(200);
  });
});
