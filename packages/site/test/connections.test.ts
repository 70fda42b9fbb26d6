/**
 * What one client can hold open on the listening host: a request whose body never ends, more
 * connections than its share, a request without a Host header or with two. Raw sockets against a
 * real server: `inject` has no sockets, no timeouts and always writes one Host.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../server/start';
import { createClientDir, rawRequest, startTestHost } from './host-helpers';

const client = createClientDir();
afterAll(() => client.remove());

/** Opens a connection and resolves once it is up. */
function open(port: number): Promise<Socket> {
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

const statusOf = (text: string) => Number(text.split(' ')[1]);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('the listening host', () => {
  const maxPerIp = 3;
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(
      client.dir,
      { MAX_CONNECTIONS_PER_IP: String(maxPerIp) },
      undefined,
      { requestTimeoutMs: 300, headersTimeoutMs: 300, checkEveryMs: 50 },
    );
  });
  afterAll(() => host.close());

  it('answers a request whose body never ends with 408 in the envelope and closes it', async () => {
    const socket = await open(host.port);
    const reply = untilClosed(socket);
    socket.write(
      'POST /user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    const text = await reply;
    expect(statusOf(text)).toBe(408);
    expect(bodyOf(text)).toEqual({ code: 408, msg: '请求超时', data: null });
  });

  it('answers headers that never end with 408 too', async () => {
    const socket = await open(host.port);
    const reply = untilClosed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(statusOf(await reply)).toBe(408);
  });

  it('closes connections past its share from one address, and serves the others', async () => {
    const held = await Promise.all(Array.from({ length: maxPerIp }, () => open(host.port)));
    // Each held connection has started a request, so the server has counted it.
    for (const socket of held) socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const extra = await open(host.port);
    const extraReply = untilClosed(extra);
    extra.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await extraReply).toBe('');
    // A held one still gets its answer.
    const first = held[0]!;
    const firstReply = untilClosed(first);
    first.write('Connection: close\r\n\r\n');
    expect(statusOf(await firstReply)).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('the Host header', () => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startTestHost(client.dir);
  });
  afterAll(() => host.close());

  const refused = { code: 400, msg: '请求参数错误', data: null };

  it('refuses a request without Host in the envelope, with the security headers', async () => {
    const reply = await rawRequest(host.port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(JSON.parse(reply.body)).toEqual(refused);
  });

  it('refuses a request with two Host headers in the envelope, with the security headers', async () => {
    const reply = await rawRequest(
      host.port,
      'GET /v3/web/api/home HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(reply.status).toBe(400);
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(reply.body)).toEqual(refused);
  });

  it('still serves a request with one Host', async () => {
    const reply = await rawRequest(
      host.port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(reply.status).toBe(200);
  });
});
