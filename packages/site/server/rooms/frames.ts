/**
 * One frame from a member's socket: bounded, rate limited, parsed, checked against the contract's
 * client messages, then applied. Every failure is a refusal to that member alone.
 */
import { ROOM_MESSAGE_MAX_BYTES, isRoomClientMessage, type ROOM_REFUSALS } from '@xinghe/contracts';
import type { RoomServerMessage } from '@xinghe/contracts/schemas';
import type { Bucket } from './rateLimit';
import type { RoomBackend } from './backend';
import * as rooms from './state';

export interface Member {
  conn: string;
  code: string;
  /** Set once joined. */
  id: string | null;
  left?: boolean;
  send(message: RoomServerMessage): void;
  refuse(kind: keyof typeof ROOM_REFUSALS): void;
  close(status: number): void;
  limiter: Bucket;
  chatLimiter: Bucket;
  refusedInRow: number;
  floodCloseAfter: number;
}

export interface FrameContext {
  backend: RoomBackend;
  signedIn(token: string | undefined): Promise<boolean>;
  /** The member joined: this host delivers the room's messages to it from now on. */
  joined(): void;
}

/** Close codes of the application range: the room is gone / the member flooded / left. */
export const CLOSE_NO_ROOM = 4404;
export const CLOSE_FLOOD = 4429;
export const CLOSE_LEFT = 1000;

export async function handleFrame(
  ctx: FrameContext,
  member: Member,
  data: Buffer,
  isBinary: boolean,
): Promise<void> {
  const now = Date.now();
  if (!member.limiter.take(now)) {
    member.refusedInRow += 1;
    if (member.refusedInRow >= member.floodCloseAfter) return member.close(CLOSE_FLOOD);
    return member.refuse('flooding');
  }
  member.refusedInRow = 0;
  if (data.length > ROOM_MESSAGE_MAX_BYTES) return member.refuse('tooLarge');
  let parsed: unknown;
  try {
    parsed = isBinary ? undefined : JSON.parse(data.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!isRoomClientMessage(parsed)) return member.refuse('malformed');
  const msg = parsed;
  const { backend, code } = { backend: ctx.backend, code: member.code };
  const announce = async (room: rooms.StoredRoom) =>
    backend.publish(code, { type: 'state', room: rooms.viewOf(room) });

  if (msg.type === 'ping') {
    return member.send({ type: 'pong', id: msg.id, sentAt: msg.sentAt, serverTime: Date.now() });
  }
  if (msg.type === 'join') {
    if (member.id && member.id !== msg.memberId) return member.refuse('malformed');
    const signedIn = await ctx.signedIn(msg.token);
    let refusal: rooms.Refusal | null = null;
    const { room, changed } = await backend.update(code, (current) => {
      const next = rooms.join(current, msg, signedIn, member.conn, Date.now());
      if (typeof next === 'string') refusal = next;
      return typeof next === 'string' ? null : next;
    });
    if (!room) {
      member.refuse('roomNotFound');
      return member.close(CLOSE_NO_ROOM);
    }
    if (refusal || !changed) {
      member.refuse(refusal ?? 'malformed');
      return member.close(CLOSE_NO_ROOM);
    }
    member.id = msg.memberId;
    ctx.joined();
    member.send({
      type: 'welcome',
      you: msg.memberId,
      room: rooms.viewOf(room),
      chat: room.chat,
      serverTime: Date.now(),
    });
    return announce(room);
  }
  const memberId = member.id;
  if (!memberId) return member.refuse('notJoined');

  if (msg.type === 'chat') {
    if (!member.chatLimiter.take(now)) return member.refuse('flooding');
    const text = msg.text.trim();
    if (!text) return member.refuse('malformed');
    let line: ReturnType<typeof rooms.chatLine> | null = null;
    const { room } = await backend.update(code, (current) => {
      const self = current.members.find((m) => m.id === memberId);
      if (!self) return null;
      line = rooms.chatLine(self, text, Date.now());
      return rooms.withChat(current, line);
    });
    if (!room) return member.refuse('roomNotFound');
    if (!line) return member.refuse('notJoined');
    return backend.publish(code, { type: 'chat', line });
  }
  if (msg.type === 'leave') {
    member.left = true;
    const { room, changed } = await backend.update(code, (current) =>
      rooms.remove(current, memberId),
    );
    if (room && changed) await announce(room);
    return member.close(CLOSE_LEFT);
  }

  let refusal: rooms.Refusal | null = null;
  const { room, changed } = await backend.update(code, (current) => {
    const next =
      msg.type === 'control'
        ? rooms.control(current, memberId, msg, Date.now())
        : msg.type === 'handover'
          ? rooms.handover(current, memberId, msg.to)
          : rooms.buffering(current, memberId, msg.buffering);
    if (typeof next === 'string') refusal = next;
    return typeof next === 'string' ? null : next;
  });
  if (!room) return member.refuse('roomNotFound');
  if (refusal) return member.refuse(refusal);
  if (changed) await announce(room);
}
