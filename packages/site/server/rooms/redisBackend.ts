/**
 * Rooms in Redis (ioredis): each room a JSON value under `xinghe:room:{code}` with an expiry
 * (ROOM_IDLE_SECONDS once empty), changed optimistically (WATCH/MULTI, retried on a conflict with
 * another host), and its messages published on `xinghe:room-ev:{code}`, to which every host
 * listens. Redis's own memory bound is the expiry: a room nobody touches disappears.
 */
import { Redis } from 'ioredis';
import type { RoomServerMessage } from '@xinghe/contracts/schemas';
import { ttlOf, type Listener, type RoomBackend } from './backend';
import type { StoredRoom } from './state';

const KEY = 'xinghe:room:';
const CHANNEL = 'xinghe:room-ev:';
const RETRIES = 20;

export async function redisBackend(url: string): Promise<RoomBackend> {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true, enableOfflineQueue: true };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([client.connect(), subscriber.connect()]);
  const listeners: Listener[] = [];
  await subscriber.psubscribe(`${CHANNEL}*`);
  subscriber.on('pmessage', (_pattern: string, channel: string, raw: string) => {
    let message: RoomServerMessage;
    try {
      message = JSON.parse(raw) as RoomServerMessage;
    } catch {
      return;
    }
    const code = channel.slice(CHANNEL.length);
    for (const listener of listeners) listener(code, message);
  });

  // WATCH belongs to a connection: one change at a time on this host's; other hosts' changes
  // between WATCH and EXEC make EXEC fail, and the change is tried again on the new value.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  const parse = (raw: string | null) => (raw ? (JSON.parse(raw) as StoredRoom) : null);

  return {
    async create(room) {
      const ok = await client.set(KEY + room.code, JSON.stringify(room), 'EX', ttlOf(room), 'NX');
      return ok === 'OK';
    },
    async load(code) {
      return parse(await client.get(KEY + code));
    },
    update: (code, change) =>
      serially(async () => {
        for (let attempt = 0; attempt < RETRIES; attempt += 1) {
          await client.watch(KEY + code);
          const room = parse(await client.get(KEY + code));
          const next = room && change(room);
          if (!room || !next) {
            await client.unwatch();
            return { room, changed: false };
          }
          const done = await client
            .multi()
            .set(KEY + code, JSON.stringify(next), 'EX', ttlOf(next))
            .exec();
          if (done) return { room: next, changed: true };
        }
        throw new Error(`room ${code}: too many conflicting changes`);
      }),
    async publish(code, message) {
      await client.publish(CHANNEL + code, JSON.stringify(message));
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
