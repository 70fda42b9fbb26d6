/**
 * What the listening host answers to request lines and headers a browser never sends. Raw sockets,
 * not `inject`: inject parses the target into a path and caps nothing, which would hide both.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import app, { hostServerOptions } from '../server/app';
import { createClientDir, logCapture, rawRequest, startFakeUpstream } from './host-helpers';

const badRequest = { code: 400, msg: '请求参数错误', data: null };

describe('request lines and headers a browser never sends', () => {
  const client = createClientDir();
  const logs = logCapture();
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let host: FastifyInstance;
  let port: number;
  const get = (target: string, extraHeaders = '') =>
    rawRequest(
      port,
      `GET ${target} HTTP/1.1\r\nHost: x\r\n${extraHeaders}Connection: close\r\n\r\n`,
    );

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    host = Fastify({ ...hostServerOptions, logger: { level: 'debug', stream: logs } });
    await host.register(app, { clientDir: client.dir, upstream: upstream.origin });
    await host.listen({ port: 0, host: '127.0.0.1' });
    port = (host.server.address() as AddressInfo).port;
  });
  afterEach(() => {
    upstream.received.length = 0;
    logs.lines.length = 0;
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
    client.remove();
  });

  it('answers an absolute-form target with 400 in the envelope and forwards nothing', async () => {
    for (const target of [
      'http://evil.example/v3/web/api/home',
      `http://127.0.0.1:${port}/v3/web/api/home`,
      'http://evil.example/',
      'https://evil.example/search?word=x',
      'http://evil.example/assets/index-Abc123.js',
      'http://evil.example/no/such/page',
    ]) {
      const reply = await get(target);
      expect(reply.status, target).toBe(400);
      expect(reply.headers['content-type'], target).toBe('application/json; charset=utf-8');
      expect(JSON.parse(reply.body), target).toEqual(badRequest);
      // The host's headers are there too, as on every other reply.
      expect(reply.headers['x-content-type-options'], target).toBe('nosniff');
    }
    expect(upstream.received).toEqual([]);
    expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('answers an asterisk-form target with 400 in the envelope', async () => {
    const reply = await get('*');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual(badRequest);
  });

  it('answers a target the HTTP parser refuses in the envelope, with a Chinese message', async () => {
    const reply = await get('evil.example:80');
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(reply.body)).toEqual(badRequest);
  });

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const reply = await get('/v3/web/api/home', `X-Padding: ${'a'.repeat(20_000)}\r\n`);
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
    expect(JSON.parse(reply.body)).toEqual({ code: 431, msg: '请求头过大', data: null });
    expect(upstream.received).toEqual([]);
  });

  it('never names another host for a path that starts like one (refused before any page)', async () => {
    for (const target of ['/\\evil.example/x', '//evil.example/x', '/\\/evil.example/x']) {
      const reply = await get(target);
      expect(reply.status, target).toBe(403);
      expect(reply.body, target).not.toMatch(/\/\/evil\.example/);
    }
  });
});
