/**
 * Where rooms live and how their messages reach every host. In the process by default
 * (`memoryBackend`); with ROOMS_REDIS_URL, in Redis (`redisBackend.ts`): the state in a key with
 * an expiry, the messages through pub/sub, so members on different hosts share one room.
 */
import type { RoomServerMessage } from '@xinghe/contracts/schemas';
import { ROOM_IDLE_SECONDS } from '@xinghe/contracts';
import { isEmpty, type StoredRoom } from './state';

/** A room with members is kept this long past its last change (heartbeats change it). */
export const ACTIVE_ROOM_TTL_SECONDS = 120;

export const ttlOf = (room: StoredRoom) =>
  isEmpty(room) ? ROOM_IDLE_SECONDS : Math.max(ROOM_IDLE_SECONDS, ACTIVE_ROOM_TTL_SECONDS);

export type Listener = (code: string, message: RoomServerMessage) => void;

export interface RoomBackend {
  /** Stores a new room; false when this backend is full. */
  create(room: StoredRoom): Promise<boolean>;
  load(code: string): Promise<StoredRoom | null>;
  /**
   * Changes a room atomically: `change` sees the current room and returns the next one, or null
   * to leave it. Resolves to the stored room (null: no such room) and whether it changed.
   */
  update(
    code: string,
    change: (room: StoredRoom) => StoredRoom | null,
  ): Promise<{ room: StoredRoom | null; changed: boolean }>;
  /** Sends a message to every member of the room, on every host. */
  publish(code: string, message: RoomServerMessage): Promise<void>;
  onMessage(listener: Listener): void;
  close(): Promise<void>;
}

export interface MemoryOptions {
  maxRooms: number;
  now?: () => number;
}

export function memoryBackend({ maxRooms, now = Date.now }: MemoryOptions): RoomBackend {
  const rooms = new Map<string, { room: StoredRoom; expires: number }>();
  const listeners: Listener[] = [];
  const sweep = () => {
    const t = now();
    for (const [code, entry] of rooms) if (entry.expires <= t) rooms.delete(code);
  };
  const timer = setInterval(sweep, 30_000);
  timer.unref();
  const live = (code: string) => {
    const entry = rooms.get(code);
    if (entry && entry.expires <= now()) rooms.delete(code);
    return rooms.get(code)?.room ?? null;
  };
  const put = (room: StoredRoom) =>
    rooms.set(room.code, { room, expires: now() + ttlOf(room) * 1000 });
  return {
    async create(room) {
      if (rooms.size >= maxRooms) sweep();
      if (rooms.size >= maxRooms) return false;
      put(room);
      return true;
    },
    async load(code) {
      return live(code);
    },
    async update(code, change) {
      const room = live(code);
      if (!room) return { room: null, changed: false };
      const next = change(room);
      if (!next) return { room, changed: false };
      put(next);
      return { room: next, changed: true };
    },
    async publish(code, message) {
      for (const listener of listeners) listener(code, message);
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      clearInterval(timer);
      rooms.clear();
    },
  };
}
