/**
 * The proxy's replies carry none of the upstream's hop-by-hop headers (its `Connection`,
 * `Keep-Alive`): they describe the upstream's connection to the host, not the host's to the client.
 * Raw sockets against the listening host, since the harm is a socket left open.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { hostServerOptions } from '../server/app';
import { createClientDir, rawRequest, startFakeUpstream } from './host-helpers';

describe('hop-by-hop headers from the upstream', () => {
  const client = createClientDir();
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let host: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    // A Fastify upstream sends `Connection: keep-alive` and `Keep-Alive: timeout=72` by itself.
    upstream = await startFakeUpstream();
    host = Fastify({ ...hostServerOptions, logger: false });
    await host.register(app, { clientDir: client.dir, upstream: upstream.origin });
    await host.listen({ port: 0, host: '127.0.0.1' });
    port = (host.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await host.close();
    await upstream.close();
    client.remove();
  });

  it('closes an HTTP/1.0 client’s connection after the reply, without the upstream’s Keep-Alive', async () => {
    // rawRequest resolves when the host closes the socket.
    const reply = await rawRequest(port, 'GET /v3/web/api/home HTTP/1.0\r\nHost: x\r\n\r\n');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 0 });
    expect(reply.headers['keep-alive']).toBeUndefined();
    expect(reply.headers.connection ?? 'close').toBe('close');
  });

  it('closes a connection the client asked to close', async () => {
    const reply = await rawRequest(
      port,
      'POST /user/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['keep-alive']).toBeUndefined();
    expect(reply.headers.connection).toBe('close');
  });
});
