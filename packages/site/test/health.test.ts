import { afterAll, describe, expect, it } from 'vitest';
import { buildHost, createClientDir } from './host-helpers';

describe('GET /healthz', () => {
  const client = createClientDir();
  afterAll(() => client.remove());

  it('answers { status: ok } and is never cached, even with the upstream down', async () => {
    const host = await buildHost({ clientDir: client.dir, upstream: 'http://127.0.0.1:9' });
    try {
      const reply = await host.inject({ url: '/healthz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'ok' });
      expect(reply.headers['cache-control']).toBe('no-store');
    } finally {
      await host.close();
    }
  });
});
