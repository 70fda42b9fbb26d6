/**
 * Test support for 一起看 rooms: an API stand-in whose verifyToken takes one token, members as
 * real WebSocket clients (ws) of a listening host, each keeping every message it received, and a
 * real redis-server on a free port of the rooms range, started and stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { RoomClientMessage, RoomServerMessage } from '@xinghe/contracts/schemas';

export const GOOD_TOKEN = 'good.member.token';
export const START = { vodId: 'abc123', episode: 'ep1', line: 'line1', position: 0 };

export async function startTokenApi(): Promise<{ origin: string; close: () => Promise<void> }> {
  const api = Fastify({ logger: false });
  api.get('/user/verifyToken', async (request) =>
    request.headers.token === GOOD_TOKEN
      ? { code: 0, msg: 'ok', data: { id: 1, email: 'm@x.test', isVip: false } }
      : { code: 401, msg: '请先登录', data: null },
  );
  const origin = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin, close: () => api.close() };
}

export async function createRoom(host: FastifyInstance, token = GOOD_TOKEN) {
  const reply = await host.inject({
    method: 'POST',
    url: '/rooms',
    headers: { token, 'content-type': 'application/json' },
    payload: START,
  });
  return reply.json() as { code: number; msg: string; data: { code: string; hostKey: string } };
}

export interface TestMember {
  socket: WebSocket;
  received: RoomServerMessage[];
  send(message: RoomClientMessage | string): void;
  /** The first message from `from` on (an index into `received`) that matches. */
  next<T extends RoomServerMessage['type']>(
    type: T,
    match?: (m: Extract<RoomServerMessage, { type: T }>) => boolean,
    from?: number,
  ): Promise<Extract<RoomServerMessage, { type: T }>>;
  closed: Promise<number>;
}

/** A member's socket to the host listening at `origin` (http://...). */
export async function connect(origin: string, code: string): Promise<TestMember> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/rooms/${code}/socket`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const received: RoomServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as RoomServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (status: number) => resolve(status)),
  );
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (type, match = () => true, from = 0) =>
      new Promise((resolve) => {
        const look = () => {
          const found = received.slice(from).find((m) => m.type === type && match(m as never));
          if (!found) return;
          waiters.delete(look);
          resolve(found as never);
        };
        waiters.add(look);
        look();
      }),
  };
}

export async function joined(
  origin: string,
  code: string,
  memberId: string,
  extra: { name?: string; token?: string; hostKey?: string } = {},
) {
  const member = await connect(origin, code);
  member.send({ type: 'join', memberId, name: extra.name ?? memberId.slice(0, 6), ...extra });
  const welcome = await member.next('welcome');
  return { member, welcome };
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(false));
  });

/** A redis-server of its own on the first free port of 6400-6409, nothing saved to disk. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  for (let port = 6400; port <= 6409; port += 1) {
    if (await canConnect(port)) continue;
    const server: ChildProcess = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let tries = 0; tries < 100 && !(await canConnect(port)); tries += 1) {
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (server.exitCode !== null) continue;
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    return {
      url: `redis://127.0.0.1:${port}`,
      stop: async () => {
        server.kill('SIGTERM');
        await stopped;
      },
    };
  }
  throw new Error('no free port for redis-server in 6400-6409');
}
