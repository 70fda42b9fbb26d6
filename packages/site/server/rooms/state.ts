/**
 * A room as the host keeps it (in the process or in Redis) and the pure changes members make to
 * it. Each change returns the next room, or a refusal kind; the plugin stores and announces it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  ROOM_ACTION_LEAD_MS,
  ROOM_CHAT_HISTORY,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_MAX_MEMBERS,
  ROOM_REFUSALS,
} from '@xinghe/contracts';
import type {
  ChatLine,
  ControlMessage,
  CreateRoomBody,
  JoinMessage,
  RoomView,
} from '@xinghe/contracts/schemas';

export type Refusal = keyof typeof ROOM_REFUSALS;

export interface StoredMember {
  id: string;
  name: string;
  signedIn: boolean;
  buffering: boolean;
  away: boolean;
  /** The connection it is on: a drop of an older one does not remove a member who came back. */
  conn: string;
  /** Last heard of by its host, epoch ms: a member whose host died is dropped after a while. */
  seen: number;
}

export interface StoredRoom {
  code: string;
  hostKey: string;
  /** False once someone has held control: the host key then gives no control any more. */
  claimed: boolean;
  controller: string | null;
  playback: RoomView['playback'];
  members: StoredMember[];
  chat: ChatLine[];
  version: number;
}

export function newCode(): string {
  const bytes = randomBytes(ROOM_CODE_LENGTH);
  return [...bytes].map((b) => ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length]).join('');
}

export function newRoom(body: CreateRoomBody, now: number): StoredRoom {
  return {
    code: newCode(),
    hostKey: randomBytes(18).toString('base64url'),
    claimed: false,
    controller: null,
    playback: { ...body, playing: false, at: now },
    members: [],
    chat: [],
    version: 0,
  };
}

export function viewOf(room: StoredRoom): RoomView {
  return {
    code: room.code,
    controller: room.controller,
    playback: room.playback,
    members: room.members.map(({ id, name, signedIn, buffering, away }) => ({
      id,
      name,
      signedIn,
      buffering,
      away,
    })),
    version: room.version,
  };
}

const bump = (room: StoredRoom, change: Partial<StoredRoom>): StoredRoom => ({
  ...room,
  ...change,
  version: room.version + 1,
});

/** The member control passes to: the longest-present one still connected, else anyone left. */
function nextController(members: StoredMember[]): string | null {
  return (members.find((m) => !m.away) ?? members[0])?.id ?? null;
}

export function join(
  room: StoredRoom,
  msg: JoinMessage,
  signedIn: boolean,
  conn: string,
  now: number,
): StoredRoom | Refusal {
  const known = room.members.find((m) => m.id === msg.memberId);
  const member: StoredMember = {
    id: msg.memberId,
    name: msg.name.trim() || msg.memberId.slice(0, 8),
    signedIn,
    buffering: false,
    away: false,
    conn,
    seen: now,
  };
  if (!known && room.members.length >= ROOM_MAX_MEMBERS) return 'roomFull';
  const members = known
    ? room.members.map((m) => (m.id === member.id ? member : m))
    : [...room.members, member];
  const creator = !room.claimed && msg.hostKey === room.hostKey;
  const controller = creator || room.controller === null ? member.id : room.controller;
  return bump(room, { members, controller, claimed: room.claimed || controller !== null });
}

/** The member's socket dropped: away, until it comes back or the grace ends. */
export function markAway(room: StoredRoom, memberId: string, conn: string): StoredRoom | null {
  const member = room.members.find((m) => m.id === memberId);
  if (!member || member.conn !== conn || member.away) return null;
  return bump(room, {
    members: room.members.map((m) => (m === member ? { ...m, away: true, buffering: false } : m)),
  });
}

/** Removes the member (on leave, at the end of its grace when `conn` still names its drop). */
export function remove(room: StoredRoom, memberId: string, conn?: string): StoredRoom | null {
  const member = room.members.find((m) => m.id === memberId);
  if (!member || (conn !== undefined && (member.conn !== conn || !member.away))) return null;
  return dropMembers(room, [member.id]);
}

function dropMembers(room: StoredRoom, ids: string[]): StoredRoom {
  const members = room.members.filter((m) => !ids.includes(m.id));
  const controller =
    room.controller && ids.includes(room.controller) ? nextController(members) : room.controller;
  return bump(room, { members, controller });
}

/** This host still has these members: they stay; members nobody has heard of for `staleMs` go. */
export function heartbeat(
  room: StoredRoom,
  localConns: ReadonlySet<string>,
  now: number,
  staleMs: number,
): StoredRoom | null {
  const members = room.members.map((m) => (localConns.has(m.conn) ? { ...m, seen: now } : m));
  const stale = members.filter((m) => now - m.seen > staleMs).map((m) => m.id);
  const next = { ...room, members };
  return stale.length ? dropMembers(next, stale) : next;
}

export function control(
  room: StoredRoom,
  memberId: string,
  msg: ControlMessage,
  now: number,
): StoredRoom | Refusal {
  if (room.controller !== memberId) return 'notController';
  const at = now + ROOM_ACTION_LEAD_MS;
  const p = room.playback;
  switch (msg.action) {
    case 'play':
      return bump(room, { playback: { ...p, playing: true, position: msg.position, at } });
    case 'pause':
      return bump(room, { playback: { ...p, playing: false, position: msg.position, at } });
    case 'seek':
      return bump(room, { playback: { ...p, position: msg.position, at } });
    case 'episode':
      if (!msg.episode) return 'malformed';
      return bump(room, {
        playback: {
          ...p,
          episode: msg.episode,
          line: msg.line ?? p.line,
          position: msg.position,
          at,
        },
      });
    case 'line':
      if (!msg.line) return 'malformed';
      return bump(room, { playback: { ...p, line: msg.line, position: msg.position, at } });
  }
}

export function handover(room: StoredRoom, memberId: string, to: string): StoredRoom | Refusal {
  if (room.controller !== memberId) return 'notController';
  if (!room.members.some((m) => m.id === to && !m.away)) return 'unknownMember';
  return bump(room, { controller: to });
}

export function buffering(room: StoredRoom, memberId: string, value: boolean): StoredRoom | null {
  const member = room.members.find((m) => m.id === memberId);
  if (!member || member.buffering === value) return null;
  return bump(room, {
    members: room.members.map((m) => (m === member ? { ...m, buffering: value } : m)),
  });
}

export function chatLine(member: StoredMember, text: string, now: number): ChatLine {
  return { id: randomUUID(), from: member.id, name: member.name, text, at: now };
}

export function withChat(room: StoredRoom, line: ChatLine): StoredRoom {
  return { ...room, chat: [...room.chat, line].slice(-ROOM_CHAT_HISTORY) };
}

/** A room nobody is in (everyone left or dropped): it closes after ROOM_IDLE_SECONDS. */
export const isEmpty = (room: StoredRoom) => room.members.length === 0;
