/**
 * What one client can hold open on the listening mock: a request whose body never ends, more
 * connections than its share. Raw sockets: `inject` has no sockets and no timeouts.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from './helpers';

const maxPerIp = 3;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApi({
    requestTimeouts: { requestTimeoutMs: 300, headersTimeoutMs: 300, checkEveryMs: 50 },
    maxConnectionsPerIp: maxPerIp,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes it. */
function untilClosed(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) => socket.on('close', () => resolve(text)));
}

describe('the listening mock', () => {
  it('answers a request whose body never ends with 408 in the envelope and closes it', async () => {
    const socket = await open();
    const reply = untilClosed(socket);
    socket.write(
      'POST /user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    const text = await reply;
    expect(Number(text.split(' ')[1])).toBe(408);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 408,
      msg: '请求超时',
      data: null,
    });
  });

  it('closes connections past its share from one address, and serves the others', async () => {
    const held = await Promise.all(Array.from({ length: maxPerIp }, open));
    for (const socket of held) socket.write('GET /v3/web/api/home HTTP/1.1\r\nHost: x\r\n');
    const extra = await open();
    const extraReply = untilClosed(extra);
    extra.write('GET /v3/web/api/home HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await extraReply).toBe('');
    const first = held[0]!;
    const firstReply = untilClosed(first);
    first.write('Connection: close\r\n\r\n');
    expect(Number((await firstReply).split(' ')[1])).toBe(200);
    for (const socket of held) socket.destroy();
  });
});
