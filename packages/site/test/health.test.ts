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

  it('answers another method 405 in the envelope', async () => {
    const host = await buildHost({ clientDir: client.dir });
    try {
      const reply = await host.inject({
        method: 'POST',
        url: '/healthz',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(reply.statusCode).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
      expect(reply.json()).toEqual({ code: 405, msg: '不支持的请求方法', data: null });
    } finally {
      await host.close();
    }
  });
});
