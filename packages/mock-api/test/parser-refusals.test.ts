/**
 * What the listening mock answers to requests Node's HTTP parser refuses before any route sees
 * them. A raw socket, not `inject`: inject never goes through the parser.
 */
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from './helpers';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApi();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends `raw` and reads until the server closes the connection. */
function rawRequest(raw: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers over the size limit with 431 in the envelope', async () => {
    const reply = await rawRequest(
      `GET /v3/web/api/home HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(reply.head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(reply.body)).toEqual({ code: 431, msg: '请求头过大', data: null });
  });

  it('answers a request line that is not HTTP with 400 in the envelope', async () => {
    const reply = await rawRequest('GET evil.example:80 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ code: 400, msg: '请求参数错误', data: null });
  });
});
