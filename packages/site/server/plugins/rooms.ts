/**
 * 一起看: rooms on the host. POST /rooms (signed in: the token header is checked with the API's
 * verifyToken) creates one; GET /rooms/{code}/socket is a member's WebSocket, open to anyone with
 * the link, signed in or not (the code is unguessable; a signed-in member is shown as such).
 * Every frame is bounded, parsed and checked against the contract's shapes, rate limited per
 * member, and refused with a message of the contract's table; nothing a member sends reaches
 * another member unchecked or can throw out of the handler. See rooms/ for the state and backends.
 */
import { randomUUID } from 'node:crypto';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  Header,
  ROOM_CHAT_BURST,
  ROOM_CHAT_PER_SECOND,
  ROOM_CREATE_PATH,
  ROOM_FLOOD_CLOSE_AFTER,
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_RATE_BURST,
  ROOM_RATE_PER_SECOND,
  ROOM_RECONNECT_GRACE_MS,
  ROOM_REFUSALS,
  envelopeError,
} from '@xinghe/contracts';
import { CreateRoomBody, type RoomServerMessage } from '@xinghe/contracts/schemas';
import { createClient } from '@xinghe/contracts/client';
import { memoryBackend, type RoomBackend } from '../rooms/backend';
import { handleFrame, type Member } from '../rooms/frames';
import { bucket } from '../rooms/rateLimit';
import * as rooms from '../rooms/state';

export interface RoomsOptions {
  /** Origin of the API whose verifyToken checks a viewer's session. */
  upstream: string;
  /** ROOMS_REDIS_URL: rooms shared by every host on that Redis; unset: this process's own. */
  redisUrl?: string;
  /** The most rooms one process keeps (in-process rooms only). */
  maxRooms?: number;
  /** Rooms one client address may create per minute. */
  createsPerMinute?: number;
  /** How long a member's socket may hold unsent bytes before it is dropped (a stuck reader). */
  maxBufferedBytes?: number;
  /** A member another host has not vouched for in this long is dropped (that host died). */
  staleMemberMs?: number;
  heartbeatMs?: number;
  graceMs?: number;
}

const ROOM_SOCKET_ROUTE = '/rooms/:code/socket';

const roomsPlugin: FastifyPluginAsync<RoomsOptions> = async (fastify, opts) => {
  const backend: RoomBackend = opts.redisUrl
    ? await (await import('../rooms/redisBackend')).redisBackend(opts.redisUrl)
    : memoryBackend({ maxRooms: opts.maxRooms ?? 10_000 });
  const graceMs = opts.graceMs ?? ROOM_RECONNECT_GRACE_MS;
  const maxBuffered = opts.maxBufferedBytes ?? 1_000_000;
  const api = (token: string) =>
    createClient({ baseUrl: opts.upstream, getToken: () => token, timeoutMs: 5_000 });
  const signedIn = async (token: string | undefined) =>
    Boolean(token) && (await api(token!).call('verifyToken')).ok;

  // The sockets of this host, by room and connection.
  const local = new Map<string, Map<string, Member>>();
  const timers = new Set<NodeJS.Timeout>();
  backend.onMessage((code, message) => {
    for (const member of local.get(code)?.values() ?? []) member.send(message);
  });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [code, members] of local) {
      const conns = new Set(members.keys());
      void backend
        .update(code, (room) => rooms.heartbeat(room, conns, now, opts.staleMemberMs ?? 60_000))
        .then(async ({ room }) => {
          if (room && room.members.length !== conns.size) {
            await backend.publish(code, { type: 'state', room: rooms.viewOf(room) });
          }
        })
        .catch((err: unknown) => fastify.log.warn({ err }, 'room heartbeat failed'));
    }
  }, opts.heartbeatMs ?? 20_000);
  heartbeat.unref();

  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const timer of timers) clearTimeout(timer);
    await backend.close();
  });

  await fastify.register(websocket, {
    // Far above a legal frame, so a long one gets a refusal rather than a dropped socket;
    // past this ws closes the socket itself (1009).
    options: { maxPayload: ROOM_MESSAGE_MAX_BYTES * 8 },
  });

  const creators = new Map<string, { count: number; since: number }>();
  fastify.post(ROOM_CREATE_PATH, { schema: { body: CreateRoomBody } }, async (request, reply) => {
    const now = Date.now();
    const seen = creators.get(request.ip);
    const window = seen && now - seen.since < 60_000 ? seen : { count: 0, since: now };
    if (window.count >= (opts.createsPerMinute ?? 10)) {
      return reply.code(429).send(envelopeError(429));
    }
    if (creators.size >= 10_000) creators.clear();
    creators.set(request.ip, { ...window, count: window.count + 1 });
    const token = request.headers[Header.token];
    if (typeof token !== 'string' || !(await signedIn(token))) {
      return reply.code(401).send({ code: 401, msg: '请先登录', data: null });
    }
    const room = rooms.newRoom(request.body as CreateRoomBody, now);
    if (!(await backend.create(room))) return reply.code(503).send(envelopeError(503));
    return { code: 0, msg: 'ok', data: { code: room.code, hostKey: room.hostKey } };
  });

  fastify.get<{ Params: { code: string } }>(
    ROOM_SOCKET_ROUTE,
    { websocket: true },
    (socket: WebSocket, request) => {
      const code = request.params.code;
      const conn = randomUUID();
      const send = (message: RoomServerMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > maxBuffered) return socket.terminate();
        socket.send(JSON.stringify(message));
      };
      const member: Member = {
        conn,
        code,
        id: null,
        send,
        refuse: (kind) => send({ type: 'refusal', refusal: kind, ...ROOM_REFUSALS[kind] }),
        close: (status) => socket.close(status),
        limiter: bucket(ROOM_RATE_BURST, ROOM_RATE_PER_SECOND),
        chatLimiter: bucket(ROOM_CHAT_BURST, ROOM_CHAT_PER_SECOND),
        refusedInRow: 0,
        floodCloseAfter: ROOM_FLOOD_CLOSE_AFTER,
      };
      const context = {
        backend,
        signedIn,
        joined: () => {
          const members = local.get(code) ?? new Map<string, Member>();
          members.set(conn, member);
          local.set(code, members);
        },
      };
      // One frame at a time per socket, in order; a fault is logged, never thrown.
      let chain: Promise<void> = Promise.resolve();
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        chain = chain
          .then(() => handleFrame(context, member, data, isBinary))
          .catch((err: unknown) => request.log.error({ err }, 'room message failed'));
      });
      socket.on('error', (err: Error) => request.log.warn({ err }, 'room socket error'));
      socket.on('close', () => {
        chain = chain
          .then(async () => {
            local.get(code)?.delete(conn);
            if (local.get(code)?.size === 0) local.delete(code);
            if (!member.id || member.left) return;
            const memberId = member.id;
            const away = await backend.update(code, (room) => rooms.markAway(room, memberId, conn));
            if (away.changed && away.room) {
              await backend.publish(code, { type: 'state', room: rooms.viewOf(away.room) });
            }
            const timer = setTimeout(() => {
              timers.delete(timer);
              void backend
                .update(code, (room) => rooms.remove(room, memberId, conn))
                .then(async ({ room, changed }) => {
                  if (changed && room) {
                    await backend.publish(code, { type: 'state', room: rooms.viewOf(room) });
                  }
                })
                .catch((err: unknown) => fastify.log.warn({ err }, 'room leave failed'));
            }, graceMs);
            timers.add(timer);
          })
          .catch((err: unknown) => request.log.error({ err }, 'room close failed'));
      });
    },
  );
};

export default fp(roomsPlugin, { name: 'rooms' });
